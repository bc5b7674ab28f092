import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

interface State {
  failed: boolean;
}

/** A page that fails to load (e.g. its chunk while offline) says so instead of blanking the shell. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <Alert color="red" title={t('page.loadFailedTitle')}>
            {t('page.loadFailed')}
            <Button mt="sm" size="xs" variant="light" onClick={() => this.setState({ failed: false })}>{t('page.retry')}</Button>
          </Alert>
        )}
      </Translation>
    );
  }
}
