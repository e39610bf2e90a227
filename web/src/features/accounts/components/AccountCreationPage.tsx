import '../../../app/allStyles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { AuthCard } from '../../identity/components/AuthCard';
import { currentMatch, isDomainSegment } from '../lookupStore';
import { AccountCreationForm } from './AccountCreationForm';

const TYPES: Record<string, AccountType> = {
  '0': 'STUDENT',
  '1': 'PARENT',
  '3': 'OTHER_PARENT',
  '4': 'SPOUSE',
};

/** /studentAccountCreation/{uuid}/{accountType}/{aidYear}[/{domain}]: the account form after a lookup. */
export function AccountCreationPage() {
  const { t } = useLingui();
  const { uuid = '', accountType = '', domain } = useParams();
  const match = currentMatch(uuid);
  const type = TYPES[accountType];

  if (!type || (domain !== undefined && !isDomainSegment(domain))) return <NotFoundPage />;
  if (!match) {
    return (
      <AuthCard title={t`Create your account`}>
        <Text>
          <Trans>For your security, look up the student’s record first.</Trans>
        </Text>
        <Button component={Link} to={domain ? `/studentLookup/${domain}` : '/studentLookup'}>
          <Trans>Find my record</Trans>
        </Button>
      </AuthCard>
    );
  }
  return <AccountCreationForm match={match} type={type} />;
}
