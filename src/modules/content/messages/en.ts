export const en = {
  client: {
    articleNotFound: {
      heading: 'Article not found',
      lead: 'This article does not exist or has been taken down. The latest ones are on the blog.',
      link: 'Read the blog',
    },
    serviceNotFound: {
      heading: 'Service not found',
      lead: 'We do not offer this service, or no longer. Here is what we do.',
      link: 'See our services',
    },
    loading: { article: 'Loading the article…', service: 'Loading the service…' },
    blog: {
      types: { news: 'News', guide: 'Guide', project: 'Project' },
      filter: { label: 'Article type', all: 'All articles', news: 'News', guide: 'Guides', project: 'Projects' },
      loadingArticles: 'Loading articles…',
    },
    services: {
      request: 'Request this service',
      pdfs: 'Service PDFs',
      pdfsTitle: 'Service documents — {title}',
      technicalData: 'Technical data',
      technicalDataTitle: 'Technical data — {title}',
    },
    documents: {
      none: 'No documents are available yet.',
      download: 'Download',
      downloadLabel: 'Download {title} (PDF)',
      downloadFailed: 'Could not download {title}. Please try again.',
      /** A document the dashboard has in English only, on a page in another language (docs/i18n.md). */
      inEnglish: '<doc>{title}</doc> (English)',
    },
    colorLab: {
      madeToOrder: 'Made to order in our colour lab',
      picked: 'Picked colours',
      pickUpTo: 'Pick up to {max} colours.',
      pickedCount: '{count} of {max} picked: {names}',
      full: ' That is the most one request can hold.',
      clear: 'Clear',
      send: 'Send Custom Color Request',
      description: '{count, plural, one {Custom colour request for this colour: {list}.} other {Custom colour request for these # colours: {list}.}}',
    },
  },
  server: {
    blog: {
      titles: { all: 'Blog', news: 'Blog: news', guide: 'Blog: guides', project: 'Blog: projects' },
      titleWithPage: '{title} — page {page}',
      description: 'News, application guides and finished projects with LED-cured hardwax oils, stains and curing lights.',
      count: '{count, plural, one {# article} other {# articles}}{pages, plural, =0 {} =1 {} other { · page {page} of {pages}}}',
      emptyPage: 'No articles on this page.',
      emptyYet: 'No articles here yet.',
      emptyHint: 'New guides and projects appear here as we publish them.',
      showAll: 'Show all articles',
    },
    article: {
      breadcrumb: 'Breadcrumb',
      blog: 'Blog',
      related: '{type, select, news {More news articles} guide {More guide articles} project {More project articles} other {More articles}}',
    },
    services: {
      title: 'Services',
      description: 'Sanding and LED oil finishing, curing machine rental, contractor certification, custom colour matching and commercial maintenance.',
      lead: 'From a one-day refinish to training your crew: what we do beside the products.',
      list: 'Services',
      empty: 'No services are listed right now.',
      emptyHint: 'Call or e-mail us and we will find a way to help with your floor.',
      browse: 'Browse products',
    },
    service: {
      breadcrumb: 'Breadcrumb',
      services: 'Services',
    },
    colorLab: {
      title: 'Color Lab',
      description: 'Every colour of our LED-cured oils and stains, by product line. Pick up to six and ask our lab to match or mix them for your floor.',
      lead: 'Every colour we make, as it looks cured on white oak. Pick up to six and send them to our lab: we match or mix them for your floor and send a cured sample board.',
      empty: 'The palette is not available right now.',
      emptyHint: 'Our colours are also shown on each product page.',
      browse: 'Browse products',
    },
  },
};
