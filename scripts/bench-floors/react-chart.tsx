// Floor: React and the chart. A component fetches the bars in an effect and draws them.
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { drawBars, type Udf } from './chart';

function Chart({ url }: { url: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void fetch(url)
      .then((response) => response.json() as Promise<Udf>)
      .then((udf) => drawBars(box.current as HTMLElement, udf));
  }, [url]);
  return <div ref={box} style={{ height: '100%' }} />;
}

const root = document.getElementById('root') as HTMLElement;
createRoot(root).render(<Chart url={root.dataset.history as string} />);
