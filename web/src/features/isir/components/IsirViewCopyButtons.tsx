import { Button, Group } from '@mantine/core';
import type { MutationResult } from '../../errors/serverErrors';
import { formatAidYear } from '../../schools/aidYear';
import {
  useAddIsirViewSettingsMutation,
  useRolloverIsirViewSettingsMutation,
} from '../graphql/isir.generated';

interface IsirViewCopyButtonsProps {
  /** The aid year whose view is shown. */
  aidYear: number;
  /** Whether the school has its own copy (or the master view is shown). */
  own: boolean;
  /** Whether the master view is shown (which is not rolled over from here). */
  master: boolean;
  /** Shows the outcome, and reads the view again when it succeeded. */
  done: (r: MutationResult | undefined, success: string, failure: string) => Promise<void>;
}

/** Gives a school its own copy of the shared view, or rolls its copy over to the next aid year. */
export function IsirViewCopyButtons({ aidYear, own, master, done }: IsirViewCopyButtonsProps) {
  const [add] = useAddIsirViewSettingsMutation();
  const [rollover] = useRolloverIsirViewSettingsMutation();
  return (
    <Group>
      {!own && (
        <Button
          onClick={async () =>
            done(
              (await add({ variables: { aidYear } })).data?.addIsirViewSettings,
              'Successful Add',
              'ISIR View Settings could not be added',
            )
          }
        >
          Add ISIR view settings for {formatAidYear(aidYear)}
        </Button>
      )}
      {own && !master && (
        <Button
          variant="default"
          onClick={async () =>
            done(
              (await rollover({ variables: { fromAidYear: aidYear } })).data?.rolloverIsirViewSettings,
              `Rolled over to ${formatAidYear(aidYear + 1)}`,
              'Rollover failed',
            )
          }
        >
          Roll over to {formatAidYear(aidYear + 1)}
        </Button>
      )}
    </Group>
  );
}
