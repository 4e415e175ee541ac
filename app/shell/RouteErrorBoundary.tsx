import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'wouter';
import { ErrorPanel, styled } from '../../design-system';
import { isChunkLoadError } from '../lib/chunk-error';

const Frame = styled('main', { width: '1200px', maxWidth: '100%', margin: '0 auto', padding: '$7 0', minHeight: '360px' });

function RouteFailure({ error, resetErrorBoundary }: FallbackProps) {
  // A chunk of the old build is gone: only loading the new page helps (a lazy import stays rejected).
  if (isChunkLoadError(error)) {
    return (
      <Frame>
        <ErrorPanel tone="brand" title="页面已更新，请刷新" message="网站刚刚发布了新版本，刷新后即可继续使用。" actionLabel="刷新" onAction={() => location.reload()} />
      </Frame>
    );
  }
  return (
    <Frame>
      <ErrorPanel title="页面出错了" message="这个页面暂时无法显示，请重试；问题持续时请联系客服。" onAction={resetErrorBoundary} />
    </Frame>
  );
}

/** Keeps a screen's render error inside that screen (header and menus stay); moving to another page starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteFailure} resetKeys={[location]}>
      {children}
    </ErrorBoundary>
  );
}
