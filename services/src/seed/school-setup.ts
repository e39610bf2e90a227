import type { Db } from '../platform/db.js';
import { VERIFICATION_GROUP_ITEMS } from './catalog.js';
import * as sql from './seed.queries.js';

/**
 * Opens an aid year at a school as the first-run setup and the demo data both do: the year, its settings, and the
 * verification-group task map from the catalogue.
 */
export async function openSchoolAidYear(tx: Db, code: string, aidYear: number, studentRepository: boolean) {
  await sql.openAidYear.run(tx, { code, aidYear });
  const settings = (await sql.insertAidYearSettings.first(tx, { code, aidYear, studentRepository }))!;
  for (const [group, items] of Object.entries(VERIFICATION_GROUP_ITEMS))
    for (const item of items)
      await sql.mapGroupItem.run(tx, {
        settingsId: settings.id,
        group,
        typeCode: item.code,
        forParent: item.parent,
        dependentOnly: item.dependentOnly,
      });
}
