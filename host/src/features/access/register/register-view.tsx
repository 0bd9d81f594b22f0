import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { RegisterAgreement } from './register-agreement';
import { RegisterForm } from './register-form';
import type { RegisterStore } from './register-store';

/** The agreement first, then the form (spec/shell.md §4); the config loads while the agreement is read. */
export const RegisterView = observer(function RegisterView({ store }: { store: RegisterStore }) {
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  return store.stage === 'agreement' ? (
    <RegisterAgreement onAgree={() => store.agree()} />
  ) : (
    <RegisterForm store={store} />
  );
});
