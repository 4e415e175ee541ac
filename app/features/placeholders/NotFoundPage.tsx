import { useLocation } from 'wouter';
import { Button, styled } from '../../../design-system';
import { routes } from '../../lib/paths';

const Page = styled('main', {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$4',
  '& h1': { margin: 0, fontSize: '48px', color: '$brand' },
  '& p': { margin: 0, color: '$textMuted' },
});

/** /page404: every unknown path lands here. */
export function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <Page>
      <h1>404</h1>
      <p>抱歉，您访问的页面不存在。</p>
      <Button onClick={() => navigate(routes.index)}>返回首页</Button>
    </Page>
  );
}
