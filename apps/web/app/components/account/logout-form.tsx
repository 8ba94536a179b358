import { Form } from 'react-router';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { Text } from '../ui/text';
import { secondaryButton } from './account-form';

/** Log out: a plain form post (works without JavaScript); the home page then says so. */
export function LogoutForm() {
  const t = useT();
  const localize = useLocalizedPath();
  return (
    <Form method="post" action={localize('/logout')}>
      <button type="submit" className={secondaryButton}>
        <Text>{t('account.logout')}</Text>
      </button>
    </Form>
  );
}
