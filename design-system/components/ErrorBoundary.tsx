import { useState, type ReactElement, type ReactNode } from 'react';
import { ErrorBoundary as CatchErrors, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError, retryChunks } from '../lib/chunk-error';
import { ErrorPanel } from './ErrorPanel';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, the panel's title for a render error: 页面出错了, 钱包出错了. */
  title?: string;
  /** The render error's explanation under the title. */
  message?: ReactNode;
  /** A change of any of these (the route, the tab) renders the children afresh. */
  resetKeys?: unknown[];
  compact?: boolean;
  /** Places the panel (a page frame, a floating box); the panel alone by default. */
  frame?: (panel: ReactElement) => ReactNode;
}

/** A chunk that failed this many times in a row is taken as gone (a new version was deployed): reload instead. */
const CHUNK_RETRIES_BEFORE_RELOAD = 1;

/**
 * Keeps a failure inside one surface (a page, a modal, a floating window, the header): the rest of the
 * page stays. A render error shows `title` with 重试 (renders the children again). A script chunk that
 * did not load shows 加载失败 with 重试, which imports it again; when that fails too, the files are
 * taken as replaced by a deploy and 刷新 reloads the page.
 */
export function ErrorBoundary({
  children,
  title = '出错了',
  message = '这里暂时无法显示，请重试；问题持续时请联系客服。',
  resetKeys,
  compact = false,
  frame = (panel) => panel,
}: ErrorBoundaryProps) {
  // Chunk load failures in a row (reset by a render error or by a change of `resetKeys`).
  const [chunkFailures, setChunkFailures] = useState(0);

  const failure = ({ error, resetErrorBoundary }: FallbackProps) => {
    if (!isChunkLoadError(error)) return frame(<ErrorPanel compact={compact} title={title} message={message} onAction={resetErrorBoundary} />);
    if (chunkFailures > CHUNK_RETRIES_BEFORE_RELOAD) {
      return frame(
        <ErrorPanel
          compact={compact}
          tone="brand"
          title="页面已更新，请刷新"
          message="网站刚刚发布了新版本，刷新后即可继续使用。"
          actionLabel="刷新"
          onAction={() => location.reload()}
        />,
      );
    }
    const retry = () => {
      retryChunks();
      resetErrorBoundary();
    };
    return frame(<ErrorPanel compact={compact} title="加载失败" message="网络不稳定，内容没有加载完成，请重试。" onAction={retry} />);
  };

  return (
    <CatchErrors
      fallbackRender={failure}
      resetKeys={resetKeys}
      onError={(error) => setChunkFailures((count) => (isChunkLoadError(error) ? count + 1 : 0))}
      onReset={(details) => {
        if (details.reason === 'keys') setChunkFailures(0);
      }}
    >
      {children}
    </CatchErrors>
  );
}
