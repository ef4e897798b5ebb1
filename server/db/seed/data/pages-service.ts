import type { SeedPage } from './types.ts'
import { company, infoMail } from './pages-shared.ts'

// The demo shop's service pages: shipping and delivery, payment methods.

const shipping: SeedPage = {
  key: 'shipping',
  title: { de: 'Versand & Lieferung', en: 'Shipping & delivery' },
  slug: { de: 'versand-und-lieferung', en: 'shipping-and-delivery' },
  metaDescription: {
    de: 'Versandkosten, Lieferzeiten und Versandarten von Nordlicht Displays – versandkostenfrei ab {{free_shipping_threshold}} netto innerhalb Deutschlands.',
    en: 'Shipping costs, delivery times and shipping methods at Nordlicht Displays – free delivery within Germany from {{free_shipping_threshold}} net.',
  },
  body: {
    de: `<h2>Versandkostenfrei ab {{free_shipping_threshold}}</h2>
<p>Innerhalb Deutschlands liefern wir ab einem Warenwert von {{free_shipping_threshold}} netto versandkostenfrei. Alle Preise im Shop verstehen sich zuzüglich Umsatzsteuer und Versandkosten.</p>
<h2>Versandarten in Deutschland</h2>
<table>
<thead><tr><th>Versandart</th><th>Laufzeit nach Versand</th><th>Preis (netto)</th></tr></thead>
<tbody>
<tr><td>DHL Paket</td><td>1–2 Werktage</td><td>9,90 EUR</td></tr>
<tr><td>DHL Express</td><td>nächster Werktag bis 12:00 Uhr</td><td>24,90 EUR</td></tr>
<tr><td>Spedition (Theken, Zelte, große Systeme)</td><td>2–4 Werktage, mit Terminavis</td><td>89,00 EUR</td></tr>
<tr><td>Selbstabholung in Bielefeld</td><td>nach Fertigstellung</td><td>kostenlos</td></tr>
</tbody>
</table>
<h2>Produktionszeit und Liefertermin</h2>
<p>Die Lieferzeit setzt sich aus Produktionszeit und Versandlaufzeit zusammen. Die Produktionszeit wählen Sie beim Produkt: Standard, Express oder – für viele Displays – 24-Stunden-Produktion. Sie beginnt mit der Freigabe Ihrer Druckdaten und bei Vorkasse mit dem Zahlungseingang. Gehen Bestellung und freigegebene Druckdaten werktags bis {{order_cutoff}} ein, zählt der Tag als erster Produktionstag.</p>
<h2>Lieferungen ins Ausland</h2>
<p>Wir liefern in alle Mitgliedstaaten der EU sowie in die Schweiz, nach Liechtenstein, Norwegen, Island, in das Vereinigte Königreich und weitere europäische Länder. Die Versandkosten für Ihr Lieferland sehen Sie im Warenkorb. Bei Lieferungen an Unternehmen in anderen EU-Mitgliedstaaten mit gültiger Umsatzsteuer-Identifikationsnummer berechnen wir keine deutsche Umsatzsteuer (innergemeinschaftliche Lieferung).</p>
<h3>Lieferungen in die Schweiz</h3>
<p>Lieferungen in die Schweiz erfolgen ohne deutsche Umsatzsteuer. Für Ausfuhranmeldung und Verzollung berechnen wir eine Servicepauschale, die sich nach dem Warenwert richtet:</p>
<table>
<thead><tr><th>Warenwert (netto)</th><th>Servicepauschale</th></tr></thead>
<tbody>
<tr><td>bis 1.000 EUR</td><td>99 EUR</td></tr>
<tr><td>über 1.000 bis 5.000 EUR</td><td>10 % des Warenwerts</td></tr>
<tr><td>über 5.000 bis 10.000 EUR</td><td>7 % des Warenwerts</td></tr>
<tr><td>über 10.000 EUR</td><td>5 % des Warenwerts</td></tr>
</tbody>
</table>
<p>Die Schweizer Einfuhrsteuer stellt der Zustelldienst dem Empfänger gesondert in Rechnung.</p>
<h2>Mehrere Lieferadressen</h2>
<p>Sie möchten Displays an mehrere Standorte oder direkt auf die Messe schicken? Im Bestellprozess können Sie Ihre Bestellung auf mehrere Lieferadressen aufteilen.</p>
<h2>Transportschäden</h2>
<p>Bitte prüfen Sie Ihre Sendung bei Anlieferung auf äußerlich erkennbare Schäden und lassen Sie diese vom Zusteller bestätigen. Informieren Sie uns umgehend unter ${infoMail} – wir kümmern uns um Ersatz.</p>`,
    en: `<h2>Free delivery from {{free_shipping_threshold}}</h2>
<p>Within Germany, delivery is free of charge for goods worth {{free_shipping_threshold}} net or more. All prices in the shop are subject to VAT and shipping costs.</p>
<h2>Shipping methods in Germany</h2>
<table>
<thead><tr><th>Shipping method</th><th>Transit time after dispatch</th><th>Price (net)</th></tr></thead>
<tbody>
<tr><td>DHL Parcel</td><td>1–2 working days</td><td>9.90 EUR</td></tr>
<tr><td>DHL Express</td><td>next working day by 12 noon</td><td>24.90 EUR</td></tr>
<tr><td>Freight forwarder (counters, gazebos, large systems)</td><td>2–4 working days, with delivery appointment</td><td>89.00 EUR</td></tr>
<tr><td>Collection in Bielefeld</td><td>once your order is ready</td><td>free</td></tr>
</tbody>
</table>
<h2>Production time and delivery date</h2>
<p>The delivery time is made up of production time and transit time. You choose the production time on the product page: standard, express or – for many displays – 24-hour production. It begins when your print data has been approved and, for prepayment, when payment has been received. If your order and approved print data reach us by {{order_cutoff}} on a working day, that day counts as the first production day.</p>
<h2>Deliveries abroad</h2>
<p>We deliver to all EU member states as well as to Switzerland, Liechtenstein, Norway, Iceland, the United Kingdom and other European countries. You can see the shipping costs for your country in the cart. For deliveries to businesses in other EU member states with a valid VAT identification number, we do not charge German VAT (intra-Community supply).</p>
<h3>Deliveries to Switzerland</h3>
<p>Deliveries to Switzerland are made without German VAT. For the export declaration and customs clearance we charge a service fee based on the value of the goods:</p>
<table>
<thead><tr><th>Value of goods (net)</th><th>Service fee</th></tr></thead>
<tbody>
<tr><td>up to 1,000 EUR</td><td>99 EUR</td></tr>
<tr><td>over 1,000 up to 5,000 EUR</td><td>10 % of the value of goods</td></tr>
<tr><td>over 5,000 up to 10,000 EUR</td><td>7 % of the value of goods</td></tr>
<tr><td>over 10,000 EUR</td><td>5 % of the value of goods</td></tr>
</tbody>
</table>
<p>The carrier invoices Swiss import VAT to the recipient separately.</p>
<h2>Multiple delivery addresses</h2>
<p>Would you like to send displays to several locations or straight to the exhibition venue? During checkout you can split your order across several delivery addresses.</p>
<h2>Transport damage</h2>
<p>Please check your consignment for externally visible damage on delivery and have the carrier confirm it. Let us know straight away at ${infoMail} – we will arrange a replacement.</p>`,
  },
}

const payment: SeedPage = {
  key: 'payment',
  title: { de: 'Zahlungsarten', en: 'Payment methods' },
  slug: { de: 'zahlungsarten', en: 'payment-methods' },
  metaDescription: {
    de: 'Bezahlen bei Nordlicht Displays: Kreditkarte, PayPal, Vorkasse mit 2 % Skonto oder bequem auf Rechnung.',
    en: 'Paying at Nordlicht Displays: credit card, PayPal, prepayment with a 2 % discount or conveniently on invoice.',
  },
  body: {
    de: `<p>Bei uns bezahlen Sie so, wie es zu den Abläufen in Ihrem Unternehmen passt. Alle Preise verstehen sich netto zuzüglich Umsatzsteuer und Versandkosten.</p>
<h2>Kreditkarte</h2>
<p>Wir akzeptieren Visa, Mastercard und American Express. Die Zahlung wird sicher über unseren Zahlungsdienstleister Stripe abgewickelt; Ihre Kartendaten erreichen unsere Server nicht. Die Produktion startet sofort nach der Autorisierung.</p>
<h2>PayPal</h2>
<p>Sie werden im Bestellprozess zu PayPal weitergeleitet und bestätigen die Zahlung dort mit Ihrem PayPal-Konto. Auch hier beginnen wir direkt mit der Produktion.</p>
<h2>Vorkasse mit 2 % Skonto</h2>
<p>Bei Zahlung per Banküberweisung im Voraus erhalten Sie 2 % Skonto auf den Warenwert – bei einem Warenwert von 117,50 EUR sparen Sie zum Beispiel 2,35 EUR. Die Bankverbindung und den Verwendungszweck finden Sie in Ihrer Auftragsbestätigung. Die Produktion beginnt, sobald Ihre Zahlung bei uns eingegangen ist.</p>
<table>
<tbody>
<tr><th>Kontoinhaber</th><td>${company}</td></tr>
<tr><th>Bank</th><td>Demo-Bank Bielefeld</td></tr>
<tr><th>IBAN</th><td>DE00 0000 0000 0000 0000 00</td></tr>
<tr><th>BIC</th><td>DEMODEXXXXX</td></tr>
</tbody>
</table>
<h2>Kauf auf Rechnung</h2>
<p>Registrierte Geschäftskunden, Behörden, Schulen und Hochschulen können bequem auf Rechnung bestellen. Die Rechnung ist innerhalb von 14 Tagen ohne Abzug zahlbar. Bei Erstbestellungen oder hohen Auftragswerten behalten wir uns vor, Vorkasse zu verlangen.</p>
<h2>Rechnungen</h2>
<p>Ihre Rechnung erhalten Sie per E-Mail als PDF; zusätzlich steht sie in Ihrem Kundenkonto unter „Bestellungen“ zum Download bereit. Benötigen Sie eine Bestellnummer oder Kostenstelle auf der Rechnung, tragen Sie diese einfach im Bemerkungsfeld der Bestellung ein.</p>`,
    en: `<p>With us you pay in the way that suits your company’s processes. All prices are net prices plus VAT and shipping costs.</p>
<h2>Credit card</h2>
<p>We accept Visa, Mastercard and American Express. Payment is processed securely by our payment service provider Stripe; your card details never reach our servers. Production starts immediately after authorisation.</p>
<h2>PayPal</h2>
<p>During checkout you are redirected to PayPal, where you confirm the payment with your PayPal account. Here, too, we start production straight away.</p>
<h2>Prepayment with 2 % discount</h2>
<p>If you pay in advance by bank transfer, you receive a 2 % discount on the value of the goods – for goods worth 117.50 EUR, for example, you save 2.35 EUR. You will find our bank details and the payment reference in your order confirmation. Production starts as soon as we have received your payment.</p>
<table>
<tbody>
<tr><th>Account holder</th><td>${company}</td></tr>
<tr><th>Bank</th><td>Demo-Bank Bielefeld</td></tr>
<tr><th>IBAN</th><td>DE00 0000 0000 0000 0000 00</td></tr>
<tr><th>BIC</th><td>DEMODEXXXXX</td></tr>
</tbody>
</table>
<h2>Purchase on invoice</h2>
<p>Registered business customers, public authorities, schools and universities can conveniently order on invoice. The invoice is payable within 14 days without deduction. For first orders or high order values, we reserve the right to request prepayment.</p>
<h2>Invoices</h2>
<p>You receive your invoice by e-mail as a PDF; it is also available for download in your customer account under “Orders”. If you need a purchase order number or cost centre on the invoice, simply enter it in the comments field of your order.</p>`,
  },
}

export const servicePages = { shipping, payment }
