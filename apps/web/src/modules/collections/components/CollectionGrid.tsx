import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ResponsiveGridLayout, useContainerWidth } from 'react-grid-layout';
import type { Layout } from 'react-grid-layout';
import { columnsAt, gridBreakpoints, gridCols, gridMargin, gridRowHeight } from '../utils/grid';
import type { GridDensity, gridItems } from '../utils/grid';
import 'react-grid-layout/css/styles.css';

export type CollectionGridProps = {
  items: ReturnType<typeof gridItems>;
  density: GridDensity;
  // A finished move or resize, with the number of columns the grid had when it happened.
  onChange: (next: Layout, columns: number) => void;
  children: ReactNode;
};

// Mounted only once there are cards, so the width hook measures this very element.
export function CollectionGrid({ items, density, onChange, children }: CollectionGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  // One layouts object per items: a new one each render makes the grid lay out again on every
  // width report, and a width that settles by a pixel or two then never settles.
  const layouts = useMemo(() => ({ lg: items, md: items }), [items]);
  return (
    <div ref={containerRef} className="collection-view__grid">
      {mounted ? (
        <ResponsiveGridLayout
          width={width}
          breakpoints={gridBreakpoints}
          cols={gridCols}
          layouts={layouts}
          rowHeight={gridRowHeight}
          margin={gridMargin(density)}
          dragConfig={{ handle: '.compact-card__handle' }}
          onDragStop={(next) => onChange(next, columnsAt(width))}
          onResizeStop={(next) => onChange(next, columnsAt(width))}
        >
          {children}
        </ResponsiveGridLayout>
      ) : null}
    </div>
  );
}
