import { useEffect, useRef, useState, type UIEvent } from 'react';

/**
 * The scroll position of a worklist's table, which belongs to one page of one query (`view`): another page, filter
 * or sort starts at the top (a stale position windowed the new rows out of view and left the table blank, with
 * nothing to scroll back to).
 */
export function useWorklistScroll(view: string) {
  const [scroll, setScroll] = useState({ view, top: 0 });
  const scrollTop = scroll.view === view ? scroll.top : 0;
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [view]);
  const onScroll = (e: UIEvent<HTMLDivElement>) => setScroll({ view, top: e.currentTarget.scrollTop });
  return { scrollTop, scroller, onScroll };
}
