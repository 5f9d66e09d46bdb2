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
  return (
    <div ref={containerRef} className="collection-view__grid">
      {mounted ? (
        <ResponsiveGridLayout
          width={width}
          breakpoints={gridBreakpoints}
          cols={gridCols}
          layouts={{ lg: items, md: items }}
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
