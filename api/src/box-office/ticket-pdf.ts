import {
  formatDateTime,
  formatRupiah,
  type SeatTicket,
  seatingMessages,
  seatMessages,
  taxNoteOf,
} from '@teater/contract';
import QRCode from 'qrcode';
import { newPdf } from '../core/pdf.js';

export interface TicketPdfOrder {
  order_id: string;
  nama_user: string;
  total_harga: number;
  voucher_code: string | null;
  discount: number;
  show: {
    nama_pertujukan: string;
    tanggal_pertujukan: Date;
    tempat_pertujukan: string;
    /** the entertainment tax included in the price, in percent */
    pajak_hiburan?: number | null;
  };
  seats: SeatTicket[];
}

/** ' (voucher KODE −Rp 10.000,00)' after an order's total when a voucher took part of it off. */
const voucherNote = (order: TicketPdfOrder) =>
  order.voucher_code ? ` (voucher ${order.voucher_code} -${formatRupiah(order.discount)})` : '';
/** ', termasuk pajak hiburan 10% (Rp 18.000,00)' when the show's price includes the tax. */
const taxNote = (order: TicketPdfOrder) => {
  const note = taxNoteOf(order.total_harga, order.show.pajak_hiburan);
  return note ? `, ${note}` : '';
};

/** A ticket page: A6, big enough to print, its QR readable from a phone screen or paper. */
const PAGE = { size: 'A6', margin: 24 } as const;

/** A seated show's ticket: its section, row and seat, after its category. */
const seatNameOf = (place: NonNullable<SeatTicket['place']>) =>
  seatingMessages.seatName(place.section, place.row, place.number);
const placeOf = (seat: SeatTicket) => (seat.place ? ` · ${seatNameOf(seat.place)}` : '');

/**
 * The order's tickets as a PDF, one page per seat: show, date and time in WIB, place, category,
 * seat, buyer and the ticket's code with its QR. Streamed as it is drawn. pdfkit loads with the
 * first PDF asked for (core/pdf.ts).
 */
export async function ticketPdf(siteName: string, order: TicketPdfOrder): Promise<PDFKit.PDFDocument> {
  const doc = await newPdf({
    ...PAGE,
    autoFirstPage: false,
    info: {
      Title: `E-tiket ${order.show.nama_pertujukan} (${order.order_id})`,
      Author: siteName,
      // the codes (and seats), readable by anything that reads PDF metadata (the door can type them too)
      Keywords: order.seats.map((s) => (s.place ? `${s.code} (${seatNameOf(s.place)})` : s.code)).join(' '),
    },
  });
  void drawPages(doc, siteName, order);
  return doc;
}

async function drawPages(doc: PDFKit.PDFDocument, siteName: string, order: TicketPdfOrder) {
  try {
    for (const seat of order.seats) {
      const qr = await QRCode.toBuffer(seat.qr, { type: 'png', width: 600, margin: 1, errorCorrectionLevel: 'M' });
      doc.addPage();
      const width = doc.page.width - PAGE.margin * 2;
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#7f1d1d').text(siteName.toUpperCase(), { width });
      doc
        .moveDown(0.3)
        .font('Helvetica-Bold')
        .fontSize(15)
        .fillColor('#1c1917')
        .text(order.show.nama_pertujukan, { width });
      doc
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(9.5)
        .text(`${formatDateTime(order.show.tanggal_pertujukan)} WIB`, { width })
        .text(order.show.tempat_pertujukan, { width })
        .moveDown(0.3)
        .text(
          `${seatMessages.seatOf(seat.seat, order.seats.length)}${seat.category ? ` · ${seat.category}` : ''}${placeOf(seat)}`,
          {
            width,
          },
        )
        .text(`${order.nama_user} · ${order.order_id}`, { width });
      const size = Math.min(width, 210);
      const top = doc.y + 8;
      doc.image(qr, PAGE.margin + (width - size) / 2, top, { width: size, height: size });
      doc
        .font('Courier-Bold')
        .fontSize(12)
        .text(seat.code, PAGE.margin, top + size + 6, { width, align: 'center' })
        .font('Helvetica')
        .fontSize(7.5)
        .fillColor('#57534e')
        .text(
          `Satu kode untuk satu orang. Total pesanan ${formatRupiah(order.total_harga)}${voucherNote(order)}${taxNote(order)}.`,
          {
            width,
            align: 'center',
          },
        );
    }
  } finally {
    doc.end();
  }
}
