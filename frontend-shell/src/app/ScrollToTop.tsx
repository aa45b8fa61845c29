import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at the top (unless the address names a section such as #about), at once: the
 * page's smooth scrolling is for links within a page, and a smooth scroll still under way while
 * the new page draws can stop short of the top.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo?.({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
