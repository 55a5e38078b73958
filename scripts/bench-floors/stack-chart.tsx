// Floor: the app's required stack and the chart. A route of the pool page's path, a query that fetches the history
// URL the pool page fetches first, and a component that draws its answer in an effect.
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router';
import { drawBars, type Udf } from './chart';

const root = document.getElementById('root') as HTMLElement;
const historyUrl = root.dataset.history as string;

function Pool() {
  const { netuid } = useParams();
  const { data } = useQuery(
    queryOptions({
      queryKey: ['history', netuid],
      queryFn: async ({ signal }): Promise<Udf> =>
        (await fetch(historyUrl, { signal })).json() as Promise<Udf>,
    }),
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (data) drawBars(box.current as HTMLElement, data);
  }, [data]);
  return <div ref={box} style={{ height: '100%' }} />;
}

createRoot(root).render(
  <QueryClientProvider client={new QueryClient()}>
    <BrowserRouter>
      <Routes>
        <Route path="/pools/:netuid" element={<Pool />} />
      </Routes>
    </BrowserRouter>
  </QueryClientProvider>,
);
