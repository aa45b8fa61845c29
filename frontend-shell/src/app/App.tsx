import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './Providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
