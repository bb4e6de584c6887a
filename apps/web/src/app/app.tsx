/** Placeholder home page; the page frame replaces it. */
export function App() {
  return (
    <main style={{ maxWidth: 1300, margin: '0 auto', padding: 24, fontFamily: 'sans-serif' }}>
      <h1>盐课堂</h1>
      <p>小初高在线辅导与精品课程</p>
    </main>
  );
}
