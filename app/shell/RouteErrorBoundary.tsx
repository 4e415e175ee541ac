import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary, Spinner, styled } from '../../design-system';

const Frame = styled('main', { width: '1200px', maxWidth: '100%', margin: '0 auto', padding: '$7 0', minHeight: '360px' });
const Loading = styled(Frame, { display: 'flex', alignItems: 'center', justifyContent: 'center' });

const inFrame = (panel: ReactElement) => <Frame>{panel}</Frame>;

/**
 * The current screen, loaded by its own chunk (a spinner in the page's place meanwhile), its render
 * error kept inside it (header and menus stay), a chunk that did not load offered again (重试);
 * moving to another page starts afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary title="页面出错了" message="这个页面暂时无法显示，请重试；问题持续时请联系客服。" resetKeys={[location]} frame={inFrame}>
      <Suspense
        fallback={
          <Loading>
            <Spinner label="页面加载中" />
          </Loading>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
