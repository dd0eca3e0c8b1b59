import type { ReactNode } from 'react';

type PageContainerProps = {
  title: string;
  /** The browser tab's title when it should differ from the heading. */
  documentTitle?: string;
  description?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
};

/** A page's title (also the document title) and its content column. */
export function PageContainer({
  title,
  documentTitle = title,
  description,
  children,
  width = 'wide',
}: PageContainerProps) {
  return (
    <div
      className={`mx-auto px-4 py-12 sm:px-6 sm:py-16 lg:px-8 ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'}`}
    >
      <title>{`${documentTitle} · VenueScout`}</title>
      <h1 className="text-3xl font-bold tracking-tight wrap-break-word text-slate-900 sm:text-4xl">
        {title}
      </h1>
      {description && <div className="mt-3 text-lg text-slate-600">{description}</div>}
      {children && <div className="mt-10">{children}</div>}
    </div>
  );
}
