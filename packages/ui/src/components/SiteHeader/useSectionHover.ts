import { useEffect, useRef, type PointerEvent } from 'react';

/** Radix's own delays: a dropdown opens 200 ms into a hover and closes 150 ms after the pointer leaves. */
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

const byMouse = (event: PointerEvent) => event.pointerType === 'mouse';
/** Radix skips its own handler for an event whose default was prevented (composeEventHandlers). */
const skipRadixHover = (event: PointerEvent) => event.preventDefault();

/**
 * Hover over a whole section (its link, chevron button and dropdown) opens the dropdown, as Radix does for its
 * trigger alone: with the section's link beside the trigger, Radix would close the dropdown when the pointer
 * moves from the button to the link. Radix's hover handling is switched off on the trigger and content
 * (`radixHoverOff`), so one timer decides.
 */
export function useSectionHover(openMenu: string, changeOpenMenu: (value: string) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  return (value: string) => ({
    onPointerEnter: (event: PointerEvent) => {
      if (!byMouse(event)) return;
      // Moving across from another open dropdown switches at once, as Radix does.
      if (openMenu && openMenu !== value) changeOpenMenu(value);
      else later(() => changeOpenMenu(value), OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (!byMouse(event)) return;
      later(() => changeOpenMenu(''), CLOSE_DELAY_MS);
    },
  });
}

/** Props for Radix's trigger and content that leave hover to `useSectionHover`. */
export const radixHoverOff = {
  onPointerEnter: skipRadixHover,
  onPointerMove: skipRadixHover,
  onPointerLeave: skipRadixHover,
};
