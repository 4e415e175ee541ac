/** The application root; routes and the shell arrive with the app-shell issue. */
export function App() {
  return (
    <main style={{ minWidth: 1200, fontFamily: 'system-ui, "Noto Sans CJK SC", sans-serif', padding: 24 }}>
      <h1>彩票平台</h1>
      <p>投注引擎已就绪。</p>
    </main>
  );
}
