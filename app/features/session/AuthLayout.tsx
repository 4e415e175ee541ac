import type { ReactNode } from 'react';
import { styled } from '../../../design-system';
import { siteName } from '../../lib/paths';

const Page = styled('main', {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'linear-gradient(160deg, $brand 0%, $bg 62%)',
  padding: '$7 0',
});
const Card = styled('section', {
  width: '420px',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$6',
  backgroundColor: '$panelRaised',
  color: '$text',
  borderRadius: '$3',
  boxShadow: '$3',
});
const Brand = styled('p', { margin: 0, color: '$brand', fontWeight: '$bold', fontSize: '$5', textAlign: 'center' });
const Title = styled('h1', { margin: 0, fontSize: '$4', textAlign: 'center' });

/** The frame of the login, registration and forgotten-password screens (no header or footer). */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <Card aria-labelledby="auth-title">
        <Brand aria-hidden="true">{siteName}</Brand>
        <Title id="auth-title">{title}</Title>
        {children}
      </Card>
    </Page>
  );
}

export const AuthForm = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
export const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });
export const FormLinks = styled('p', {
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: '$2',
});
