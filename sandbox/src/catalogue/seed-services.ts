import type { PdfSection } from '../art/pdf';

export interface ServiceDocSeed {
  pdf_title: string;
  file: string;
  sections: PdfSection[];
}

export interface ServiceSeed {
  id: number;
  slug: string;
  title: string;
  short_description: string;
  description: string;
  finish: string;
  pdfs: ServiceDocSeed[];
  technical: ServiceDocSeed[];
}

const priceList = (rows: [string, string][]): PdfSection => ({ heading: 'Prices (USD, before tax)', rows });
const howItWorks = (...paragraphs: string[]): PdfSection => ({ heading: 'How it works', paragraphs });

export const SERVICES: ServiceSeed[] = [
  {
    id: 1,
    slug: 'led-oil-finishing',
    title: 'Sanding and LED Oil Finishing',
    short_description: 'Our certified crews sand, oil and cure your floor in one day — furniture back the same evening.',
    description:
      '<p>We sand your floor to bare wood, apply a Nordwood or Arboris LED oil in the colour you choose and cure every coat on the spot. A typical 800 sq ft home is finished in a single working day.</p><ul><li>Dust-contained sanding</li><li>Colour samples on your own floor before we start</li><li>Walk on the floor as soon as we leave</li></ul>',
    finish: '#d9c3a0',
    pdfs: [
      { pdf_title: 'Service overview', file: 'led-oil-finishing-overview', sections: [howItWorks('We visit, measure and sample colours on your floor. On the day, the crew sands, oils and cures room by room.', 'You can walk on each room as soon as it is cured.')] },
      { pdf_title: 'Price list 2024', file: 'led-oil-finishing-prices', sections: [priceList([['Sanding and two coats, per sq ft', '$4.80'], ['Colour coat, per sq ft', '$1.20'], ['Stairs, per tread', '$65'], ['Minimum job', '$1,200']])] },
    ],
    technical: [{ pdf_title: 'Preparation checklist', file: 'led-oil-finishing-checklist', sections: [{ heading: 'Before we arrive', paragraphs: ['Clear the rooms of furniture and rugs.', 'Make sure a 120 V outlet is available on each floor.', 'Keep pets outside the work area during curing.'] }] }],
  },
  {
    id: 2,
    slug: 'led-curing-machine-rental',
    title: 'Curing Machine Rental',
    short_description: 'Rent a LumaCure walk-behind machine by the day or the week, delivered to your job site.',
    description:
      '<p>Not ready to buy? Rent a LumaCure 1200 or 2000 Pro with a spare LED cassette and a quick on-site briefing. Rental days count towards the purchase price if you buy within 90 days.</p>',
    finish: '#c58f4c',
    pdfs: [
      { pdf_title: 'Rental terms', file: 'led-curing-machine-rental-terms', sections: [{ heading: 'Terms', paragraphs: ['Minimum rental one day. A refundable deposit is charged on the card used for the booking.', 'Damage to LED cassettes beyond normal wear is charged at cost.'] }] },
      { pdf_title: 'Rental rates', file: 'led-curing-machine-rental-rates', sections: [priceList([['LumaCure 1200, per day', '$180'], ['LumaCure 1200, per week', '$690'], ['LumaCure 2000 Pro, per day', '$290'], ['Delivery within 50 miles', '$95']])] },
    ],
    technical: [{ pdf_title: 'Machine comparison', file: 'led-curing-machine-rental-comparison', sections: [{ heading: 'LumaCure 1200 and 2000 Pro', rows: [['Curing width', '12 in / 20 in'], ['Power', '1,200 W / 2,000 W'], ['Weight', '48 lb / 86 lb'], ['Outlet', '120 V / 240 V']] }] }],
  },
  {
    id: 3,
    slug: 'contractor-certification',
    title: 'LED Finishing Certification Course',
    short_description: 'Two-day hands-on course for floor contractors: application, curing, repairs and safety.',
    description:
      '<p>Learn to work with LED-cured oils on real floors in our Bridgeport training centre. Certified contractors are listed on our website and get trade prices.</p><ul><li>Day 1: preparation, application, curing speed and dose</li><li>Day 2: colours, stairs, repairs, safety</li></ul>',
    finish: '#a8672f',
    pdfs: [{ pdf_title: 'Course programme', file: 'contractor-certification-programme', sections: [{ heading: 'Programme', rows: [['Day 1, morning', 'Sanding for LED finishes, moisture, dust'], ['Day 1, afternoon', 'Application and curing practice'], ['Day 2, morning', 'Stains and custom colours'], ['Day 2, afternoon', 'Repairs, stairs and UV safety; exam']] }] }],
    technical: [{ pdf_title: 'UV safety guidelines', file: 'contractor-certification-uv-safety', sections: [{ heading: 'Safety', paragraphs: ['Always wear UV400 glasses when a lamp is on.', 'Never look into the lamp or point it at people.', 'Switch the lamp off before lifting the machine.'] }] }],
  },
  {
    id: 4,
    slug: 'custom-color-matching',
    title: 'Custom Colour Matching',
    short_description: 'Send us a sample board or a colour reference and we mix a stain or tinted oil to match.',
    description:
      '<p>Our lab matches any colour reference on your wood species. You receive a cured sample board within five business days and the matched product ships ready to use.</p>',
    finish: '#6e4e37',
    pdfs: [{ pdf_title: 'How to send a sample', file: 'custom-color-matching-samples', sections: [howItWorks('Sand a piece of the same species to the same grit as the floor.', 'Mark the top side and send it with your colour reference to our Bridgeport lab.')] }],
    technical: [{ pdf_title: 'Matching tolerances', file: 'custom-color-matching-tolerances', sections: [{ heading: 'Tolerances', rows: [['Colour difference', 'Delta E below 2.0 on the sample species'], ['Minimum batch', '2.5 L'], ['Turnaround', '5 business days']] }] }],
  },
  {
    id: 5,
    slug: 'commercial-floor-maintenance',
    title: 'Commercial Floor Maintenance',
    short_description: 'Yearly refresh programmes for shops, restaurants and offices, done overnight.',
    description:
      '<p>We clean, refresh and re-cure your commercial floor overnight so your business never closes. A maintenance log tracks every visit.</p>',
    finish: '#b5a793',
    pdfs: [{ pdf_title: 'Maintenance plans', file: 'commercial-floor-maintenance-plans', sections: [priceList([['Basic: one visit per year, per sq ft', '$0.90'], ['Plus: two visits per year, per sq ft', '$1.60'], ['Emergency repair call-out', '$240']])] }],
    technical: [{ pdf_title: 'Daily cleaning guide', file: 'commercial-floor-maintenance-cleaning', sections: [{ heading: 'Daily care', paragraphs: ['Dry-mop or vacuum daily. Damp-mop with a neutral wood-floor soap.', 'Never use steam cleaners or ammonia.'] }] }],
  },
];

export const servicePdfPath = (doc: ServiceDocSeed) => `/uploads/pdf/services/${doc.file}.pdf`;
