/**
 * For tests of a tab bar: happy-dom lays nothing out, so this gives every tab bar (role tablist) a
 * width of `bar` px and each of its tabs `tab` px side by side, as on a phone; scrolling moves the
 * tabs and fires `scroll` as a browser does (at once, whatever the behaviour asked). Returns the undo.
 */
export function fakeNarrowTabBar({ bar = 300, tab = 120 }: { bar?: number; tab?: number } = {}): () => void {
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth');
  const { getBoundingClientRect, scrollTo, scrollBy } = Element.prototype;
  const isBar = (element: Element) => element.getAttribute('role') === 'tablist';
  const contentWidth = (element: Element) => element.children.length * tab;
  const rect = (left: number, width: number) => new DOMRect(left, 0, width, 40);
  const scrollBar = (element: Element, left: number) => {
    element.scrollLeft = Math.min(contentWidth(element) - bar, Math.max(0, left));
    element.dispatchEvent(new Event('scroll'));
  };

  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isBar(this) ? bar : (clientWidth?.get?.call(this) ?? 0);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      return isBar(this) ? contentWidth(this) : (scrollWidth?.get?.call(this) ?? 0);
    },
  });
  Element.prototype.getBoundingClientRect = function (this: Element) {
    if (isBar(this)) return rect(0, bar);
    const parent = this.parentElement;
    if (this.getAttribute('role') === 'tab' && parent) {
      return rect(Array.from(parent.children).indexOf(this) * tab - parent.scrollLeft, tab);
    }
    return getBoundingClientRect.call(this);
  };
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrollBar(this, options.left ?? this.scrollLeft);
  } as Element['scrollTo'];
  Element.prototype.scrollBy = function (this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrollBar(this, this.scrollLeft + (options.left ?? 0));
  } as Element['scrollBy'];

  return () => {
    if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
    if (scrollWidth) Object.defineProperty(Element.prototype, 'scrollWidth', scrollWidth);
    Object.assign(Element.prototype, { getBoundingClientRect, scrollTo, scrollBy });
  };
}
