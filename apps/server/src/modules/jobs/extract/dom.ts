/**
 * The few DOM members the extractor uses, typed structurally: the server compiles without the
 * DOM library, and linkedom's documents provide all of these.
 */
export interface DomNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  readonly parentElement: DomElement | null;
  readonly isConnected?: boolean;
  cloneNode(deep?: boolean): DomNode;
  compareDocumentPosition(other: DomNode): number;
  contains(other: DomNode | null): boolean;
}

export interface DomParent extends DomNode {
  querySelector(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

export interface DomElement extends DomParent {
  readonly localName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  closest(selector: string): DomElement | null;
  remove(): void;
}

export interface DomDocument extends DomParent {
  readonly body: DomElement | null;
  readonly documentElement: DomElement;
}
