import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../shell/area-context';
import type { FeedDraft } from './draft';

/**
 * The drag-and-drop frame of the product list (@dnd-kit): pointer dragging after 4 px and keyboard
 * reordering from the handle (Space or Enter picks up, arrows move, Space or Enter drops, Escape
 * cancels), announced in a live region inside the element's shadow root.
 */
export function SortableFeedList({
  items,
  onMove,
  children,
}: {
  items: FeedDraft[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { portal } = useArea();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((d) => d.key === active.id);
    const to = items.findIndex((d) => d.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ container: portal() ?? undefined }}
    >
      <SortableContext items={items.map((d) => d.key)} strategy={verticalListSortingStrategy}>
        <ul className="feed-list" aria-label={t('productManager.listLabel')}>
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
