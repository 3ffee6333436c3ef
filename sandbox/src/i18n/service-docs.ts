import type { PdfDocument } from '../art/pdf';
import { SERVICE_DOCS_FR } from '../catalogue/seed-service-docs.fr';
import { SERVICES_FR } from '../catalogue/seed-services.fr';
import { servicePdfPath, type ServiceSeed } from '../catalogue/seed-services';
import { frenchSheetPath } from './localise';

/** The French PDFs the sandbox serves under /uploads/pdf/services (art/registry.ts), by path, beside the English ones. */
export function serviceDocumentsFr(service: ServiceSeed): { path: string; doc: PdfDocument }[] {
  const title = SERVICES_FR[service.slug]?.title ?? service.title;
  const subtitle = SERVICES_FR[service.slug]?.short_description ?? service.short_description;
  return service.pdfs.flatMap((english) => {
    const fr = SERVICE_DOCS_FR[english.file];
    return fr ? [{ path: frenchSheetPath(servicePdfPath(english)), doc: { title: `${title} - ${fr.pdf_title}`, subtitle, sections: fr.sections } }] : [];
  });
}
