import type { SeedPage } from './types.ts'
import {
  addressDe,
  addressEn,
  city,
  company,
  infoMail,
  mail,
  privacyEmail,
  street,
  tel,
} from './pages-shared.ts'

// The legal pages of the demo shop (the shop links them by key: decision 0030).

const imprint: SeedPage = {
  key: 'imprint',
  title: { de: 'Impressum', en: 'Imprint' },
  slug: { de: 'impressum', en: 'imprint' },
  metaDescription: {
    de: 'Impressum der Messebau Nordlicht GmbH, Bielefeld: Anschrift, Geschäftsführung, Handelsregister und Umsatzsteuer-Identifikationsnummer.',
    en: 'Legal notice of Messebau Nordlicht GmbH, Bielefeld: address, management, commercial register and VAT identification number.',
  },
  body: {
    de: `<h2>Angaben gemäß § 5 DDG</h2>
${addressDe}
<h3>Vertreten durch die Geschäftsführer</h3>
<p>Jana Brinkmann, Tobias Kehl</p>
<h3>Kontakt</h3>
<p>Telefon: ${tel}<br>E-Mail: ${infoMail}<br>Internet: <a href="https://www.messebau-nordlicht.example">www.messebau-nordlicht.example</a></p>
<h3>Registereintrag</h3>
<p>Eintragung im Handelsregister<br>Registergericht: Amtsgericht Bielefeld<br>Registernummer: HRB 99999</p>
<h3>Umsatzsteuer-ID</h3>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE999999999</p>
<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
<p>Jana Brinkmann, ${street}, ${city}</p>
<h3>Verbraucherstreitbeilegung</h3>
<p>Unser Angebot richtet sich ausschließlich an Unternehmer, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h3>Haftung für Inhalte</h3>
<p>Wir erstellen die Inhalte dieser Website mit größter Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich, jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.</p>
<h3>Haftung für Links</h3>
<p>Unsere Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.</p>
<h3>Urheberrecht</h3>
<p>Die Texte, Grafiken und Produktabbildungen dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen unserer vorherigen schriftlichen Zustimmung.</p>
<h3>Hinweis zu diesem Demoshop</h3>
<p><em>Die Messebau Nordlicht GmbH ist ein fiktives Unternehmen. Sämtliche Angaben auf dieser Website – Namen, Anschrift, Registernummer, Umsatzsteuer-ID, Bankverbindung und Kontaktdaten – sind Demodaten und gehören zu keinem realen Unternehmen.</em></p>`,
    en: `<h2>Information pursuant to Section 5 DDG (German Digital Services Act)</h2>
${addressEn}
<h3>Represented by the managing directors</h3>
<p>Jana Brinkmann, Tobias Kehl</p>
<h3>Contact</h3>
<p>Phone: ${tel}<br>E-mail: ${infoMail}<br>Web: <a href="https://www.messebau-nordlicht.example">www.messebau-nordlicht.example</a></p>
<h3>Commercial register</h3>
<p>Registered in the commercial register<br>Register court: Amtsgericht Bielefeld (Bielefeld Local Court)<br>Registration number: HRB 99999</p>
<h3>VAT ID</h3>
<p>VAT identification number pursuant to Section 27a of the German VAT Act: DE999999999</p>
<h3>Responsible for the content pursuant to Section 18 (2) MStV</h3>
<p>Jana Brinkmann, ${street}, ${city}, Germany</p>
<h3>Consumer dispute resolution</h3>
<p>Our offer is aimed exclusively at businesses, legal entities under public law and special funds under public law. We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>
<h3>Liability for content</h3>
<p>We prepare the content of this website with the greatest care. However, we cannot guarantee that it is correct, complete and up to date. As a service provider we are responsible for our own content under the general laws, but we are not obliged to monitor third-party information that is transmitted or stored. As soon as we become aware of a specific infringement, we will remove the content concerned without delay.</p>
<h3>Liability for links</h3>
<p>Our website contains links to external third-party websites whose content we cannot influence. The respective provider or operator is always responsible for that content. No infringements were apparent at the time the links were set; should we become aware of any, we will remove such links without delay.</p>
<h3>Copyright</h3>
<p>The texts, graphics and product images on this website are protected by German copyright law. Any reproduction, adaptation or other use beyond the limits of copyright law requires our prior written consent.</p>
<h3>About this demo shop</h3>
<p><em>Messebau Nordlicht GmbH is a fictional company. All details on this website – names, address, registration number, VAT ID, bank details and contact data – are demo data and do not belong to any real company.</em></p>`,
  },
}

const terms: SeedPage = {
  key: 'terms',
  title: { de: 'AGB', en: 'Terms and conditions' },
  slug: { de: 'agb', en: 'terms-and-conditions' },
  metaDescription: {
    de: 'Allgemeine Geschäftsbedingungen der Messebau Nordlicht GmbH für Bestellungen von Unternehmern im Onlineshop Nordlicht Displays.',
    en: 'General terms and conditions of Messebau Nordlicht GmbH for orders placed by businesses in the Nordlicht Displays online shop.',
  },
  body: {
    de: `<p>Allgemeine Geschäftsbedingungen der ${company}, ${street}, ${city} (nachfolgend „Nordlicht“ oder „wir“) für Bestellungen über den Onlineshop Nordlicht Displays. Stand: März 2025.</p>
<h2>§ 1 Geltungsbereich</h2>
<ol>
<li>Diese AGB gelten für alle Verträge über die Lieferung von Displays, Drucksachen und Zubehör, die über unseren Onlineshop, per E-Mail oder telefonisch geschlossen werden.</li>
<li>Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Verträge mit Verbrauchern (§ 13 BGB) schließen wir nicht. Wir können verlangen, dass der Kunde seine Unternehmereigenschaft nachweist, etwa durch Angabe seiner Umsatzsteuer-Identifikationsnummer.</li>
<li>Abweichende, entgegenstehende oder ergänzende Bedingungen des Kunden werden nur Vertragsbestandteil, wenn wir ihrer Geltung ausdrücklich schriftlich zugestimmt haben.</li>
</ol>
<h2>§ 2 Vertragsschluss</h2>
<ol>
<li>Die Darstellung der Produkte im Onlineshop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung.</li>
<li>Mit dem Absenden der Bestellung über die Schaltfläche „Zahlungspflichtig bestellen“ gibt der Kunde ein verbindliches Angebot zum Abschluss eines Kaufvertrags ab. Die unmittelbar folgende automatische Eingangsbestätigung stellt noch keine Annahme dar.</li>
<li>Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail bestätigen (Auftragsbestätigung) oder mit der Produktion beginnen. Bei Zahlung per Kreditkarte oder PayPal kommt der Vertrag bereits mit der Bestätigung der Zahlung zustande.</li>
<li>Vertragssprachen sind Deutsch und Englisch. Wir speichern den Vertragstext; die Bestelldaten kann der Kunde in seinem Kundenkonto einsehen.</li>
</ol>
<h2>§ 3 Preise und Zahlung</h2>
<ol>
<li>Alle Preise verstehen sich in Euro netto zuzüglich der gesetzlichen Umsatzsteuer (derzeit 19 %) und zuzüglich Versandkosten. Bei innergemeinschaftlichen Lieferungen an Unternehmer mit gültiger, von uns bestätigter Umsatzsteuer-Identifikationsnummer sowie bei Lieferungen in Drittländer wird keine deutsche Umsatzsteuer berechnet, sofern die gesetzlichen Voraussetzungen vorliegen.</li>
<li>Der Kunde kann per Kreditkarte, PayPal, Vorkasse (Banküberweisung) oder auf Rechnung zahlen. Bei Vorkasse gewähren wir 2 % Skonto auf den Warenwert; die Produktion beginnt nach Zahlungseingang.</li>
<li>Rechnungen sind innerhalb von 14 Tagen ab Rechnungsdatum ohne Abzug zahlbar. Wir behalten uns vor, insbesondere bei Erstbestellungen oder hohen Auftragswerten nur gegen Vorkasse zu liefern.</li>
<li>Gerät der Kunde in Zahlungsverzug, schuldet er Verzugszinsen in Höhe von neun Prozentpunkten über dem Basiszinssatz sowie die Pauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines weiteren Schadens bleibt vorbehalten.</li>
<li>Der Kunde kann nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen.</li>
</ol>
<h2>§ 4 Lieferung</h2>
<ol>
<li>Wir liefern innerhalb Deutschlands sowie in die im Bestellprozess angebotenen Länder. Innerhalb Deutschlands liefern wir ab einem Warenwert von {{free_shipping_threshold}} netto versandkostenfrei.</li>
<li>Die angegebenen Produktionszeiten beginnen mit der Freigabe druckfähiger Daten und – bei Vorkasse – mit dem Zahlungseingang. Bei 24-Stunden-Produktion versenden wir am folgenden Werktag, wenn Bestellung und freigegebene Druckdaten bis {{order_cutoff}} eingehen. Liefertermine sind nur verbindlich, wenn wir sie ausdrücklich schriftlich zugesagt haben.</li>
<li>Die Gefahr geht mit der Übergabe der Ware an das Versandunternehmen auf den Kunden über.</li>
<li>Teillieferungen sind zulässig, soweit sie dem Kunden zumutbar sind. Bei höherer Gewalt und von uns nicht zu vertretenden Betriebsstörungen verlängern sich die Lieferfristen angemessen.</li>
<li>Der Kunde prüft die Sendung bei Anlieferung auf äußerlich erkennbare Transportschäden und lässt diese vom Zusteller bestätigen.</li>
</ol>
<h2>§ 5 Druckdaten</h2>
<ol>
<li>Für den Inhalt, die Rechtmäßigkeit und die Richtigkeit der Druckdaten ist allein der Kunde verantwortlich. Er versichert, dass er über alle erforderlichen Nutzungsrechte an Texten, Bildern, Logos und Marken verfügt, und stellt uns von Ansprüchen Dritter wegen Rechtsverletzungen frei.</li>
<li>Wir prüfen jede Druckdatei kostenlos auf Format, Beschnitt, Auflösung und Farbmodus und melden uns bei Auffälligkeiten vor Produktionsbeginn. Die Prüfung umfasst nicht Rechtschreibung, Inhalt oder Gestaltung.</li>
<li>Farbabweichungen zwischen Bildschirmdarstellung, Proof und Druck sowie zwischen verschiedenen Materialien und Produktionsläufen sind technisch bedingt und im Rahmen branchenüblicher Toleranzen kein Mangel.</li>
<li>Wir sind nicht verpflichtet, Inhalte zu drucken, die gegen geltendes Recht oder die guten Sitten verstoßen.</li>
</ol>
<h2>§ 6 Eigentumsvorbehalt</h2>
<ol>
<li>Die gelieferte Ware bleibt bis zur vollständigen Bezahlung aller Forderungen aus der Geschäftsbeziehung unser Eigentum.</li>
<li>Der Kunde darf die Vorbehaltsware im ordnungsgemäßen Geschäftsgang weiterveräußern. Er tritt uns bereits jetzt alle Forderungen in Höhe des Rechnungsbetrags ab, die ihm aus der Weiterveräußerung erwachsen; wir nehmen die Abtretung an.</li>
<li>Zugriffe Dritter auf die Vorbehaltsware, insbesondere Pfändungen, teilt uns der Kunde unverzüglich mit.</li>
</ol>
<h2>§ 7 Gewährleistung</h2>
<ol>
<li>Der Kunde hat die Ware unverzüglich nach Erhalt zu untersuchen und erkennbare Mängel innerhalb von fünf Werktagen schriftlich anzuzeigen (§ 377 HGB). Versteckte Mängel sind unverzüglich nach ihrer Entdeckung anzuzeigen.</li>
<li>Bei berechtigten Mängeln leisten wir nach unserer Wahl Nacherfüllung durch Nachbesserung oder Neuproduktion. Schlägt die Nacherfüllung fehl, kann der Kunde den Preis mindern oder vom Vertrag zurücktreten.</li>
<li>Die Verjährungsfrist für Mängelansprüche beträgt ein Jahr ab Ablieferung. Dies gilt nicht für Schadensersatzansprüche nach § 8 und nicht, soweit das Gesetz zwingend längere Fristen vorschreibt.</li>
</ol>
<h2>§ 8 Haftung</h2>
<ol>
<li>Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz.</li>
<li>Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten (Kardinalpflichten) ist unsere Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.</li>
<li>Für Schäden aus verspäteter Lieferung, etwa einen verpassten Messetermin, haften wir nur im Rahmen der Absätze 1 und 2.</li>
</ol>
<h2>§ 9 Schlussbestimmungen</h2>
<ol>
<li>Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts (CISG).</li>
<li>Erfüllungsort und ausschließlicher Gerichtsstand für alle Streitigkeiten aus dem Vertragsverhältnis ist Bielefeld, sofern der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen ist. Wir sind berechtigt, den Kunden auch an seinem allgemeinen Gerichtsstand zu verklagen.</li>
<li>Sollte eine Bestimmung dieser AGB unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</li>
</ol>`,
    en: `<p>General terms and conditions of ${company}, ${street}, ${city}, Germany (hereinafter “Nordlicht” or “we”) for orders placed via the Nordlicht Displays online shop. Last updated: March 2025. This English version is a courtesy translation; the German version prevails.</p>
<h2>1 Scope</h2>
<ol>
<li>These terms apply to all contracts for the supply of displays, printed products and accessories concluded via our online shop, by e-mail or by telephone.</li>
<li>Our offer is aimed exclusively at businesses within the meaning of Section 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. We do not enter into contracts with consumers (Section 13 BGB). We may ask the customer to prove their business status, for example by stating their VAT identification number.</li>
<li>Deviating, conflicting or supplementary terms of the customer only become part of the contract if we have expressly agreed to them in writing.</li>
</ol>
<h2>2 Conclusion of contract</h2>
<ol>
<li>The presentation of products in the online shop is not a legally binding offer but an invitation to place an order.</li>
<li>By clicking the “Order with obligation to pay” button, the customer makes a binding offer to conclude a purchase contract. The automatic acknowledgement of receipt that follows immediately does not constitute acceptance.</li>
<li>The contract is concluded when we confirm the order by e-mail (order confirmation) or start production. For payment by credit card or PayPal, the contract is concluded as soon as the payment is confirmed.</li>
<li>The contract languages are German and English. We store the text of the contract; the customer can view the order data in their customer account.</li>
</ol>
<h2>3 Prices and payment</h2>
<ol>
<li>All prices are net prices in euros plus statutory VAT (currently 19 %) and plus shipping costs. No German VAT is charged on intra-Community supplies to businesses with a valid VAT identification number confirmed by us, nor on deliveries to non-EU countries, provided the legal requirements are met.</li>
<li>The customer can pay by credit card, PayPal, prepayment (bank transfer) or on invoice. For prepayment we grant a 2 % discount on the value of the goods; production starts once payment has been received.</li>
<li>Invoices are payable without deduction within 14 days of the invoice date. We reserve the right to deliver only against prepayment, in particular for first orders or high order values.</li>
<li>If the customer is in default of payment, they owe default interest of nine percentage points above the base rate and the lump sum under Section 288 (5) BGB. We reserve the right to claim further damages.</li>
<li>The customer may only set off claims that are undisputed or have been finally established by a court.</li>
</ol>
<h2>4 Delivery</h2>
<ol>
<li>We deliver within Germany and to the countries offered during checkout. Within Germany, delivery is free of charge for goods worth {{free_shipping_threshold}} net or more.</li>
<li>The stated production times begin when print-ready data has been approved and – for prepayment – when payment has been received. With 24-hour production we ship on the following working day if the order and approved print data reach us by {{order_cutoff}}. Delivery dates are only binding if we have expressly confirmed them in writing.</li>
<li>The risk passes to the customer when the goods are handed over to the carrier.</li>
<li>Partial deliveries are permitted insofar as they are reasonable for the customer. In the event of force majeure or operational disruptions for which we are not responsible, delivery periods are extended accordingly.</li>
<li>On delivery, the customer checks the consignment for externally visible transport damage and has the carrier confirm any such damage.</li>
</ol>
<h2>5 Print data</h2>
<ol>
<li>The customer alone is responsible for the content, lawfulness and correctness of the print data. The customer warrants that they hold all necessary rights of use for texts, images, logos and trademarks and indemnifies us against third-party claims arising from infringements.</li>
<li>We check every print file free of charge for format, bleed, resolution and colour mode and contact the customer before production if we notice any problems. The check does not cover spelling, content or design.</li>
<li>Colour differences between screen display, proof and print, and between different materials and production runs, are due to technical reasons and do not constitute a defect within customary industry tolerances.</li>
<li>We are not obliged to print content that violates applicable law or public decency.</li>
</ol>
<h2>6 Retention of title</h2>
<ol>
<li>The goods delivered remain our property until all claims arising from the business relationship have been paid in full.</li>
<li>The customer may resell goods subject to retention of title in the ordinary course of business. The customer hereby assigns to us all claims in the amount of the invoice total arising from the resale; we accept this assignment.</li>
<li>The customer shall notify us immediately of any third-party access to the goods subject to retention of title, in particular seizures.</li>
</ol>
<h2>7 Warranty</h2>
<ol>
<li>The customer shall inspect the goods immediately upon receipt and notify us in writing of any apparent defects within five working days (Section 377 of the German Commercial Code, HGB). Hidden defects must be reported immediately after their discovery.</li>
<li>In the case of justified defects we shall, at our discretion, remedy the defect or produce the item again. If subsequent performance fails, the customer may reduce the price or withdraw from the contract.</li>
<li>The limitation period for claims for defects is one year from delivery. This does not apply to claims for damages under clause 8 or where the law prescribes longer periods.</li>
</ol>
<h2>8 Liability</h2>
<ol>
<li>We accept unlimited liability for intent and gross negligence, for injury to life, body or health and under the German Product Liability Act.</li>
<li>In the event of a slightly negligent breach of essential contractual obligations (cardinal obligations), our liability is limited to the foreseeable damage typical for the contract. Otherwise, liability for slight negligence is excluded.</li>
<li>We are liable for damage caused by late delivery, such as a missed trade-fair date, only within the limits of paragraphs 1 and 2.</li>
</ol>
<h2>9 Final provisions</h2>
<ol>
<li>The law of the Federal Republic of Germany applies, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).</li>
<li>The place of performance and exclusive place of jurisdiction for all disputes arising from the contractual relationship is Bielefeld, provided the customer is a merchant, a legal entity under public law or a special fund under public law. We are also entitled to sue the customer at their general place of jurisdiction.</li>
<li>Should any provision of these terms be invalid, the validity of the remaining provisions shall not be affected.</li>
</ol>`,
  },
}

const privacy: SeedPage = {
  key: 'privacy',
  title: { de: 'Datenschutzerklärung', en: 'Privacy policy' },
  slug: { de: 'datenschutzerklaerung', en: 'privacy-policy' },
  metaDescription: {
    de: 'Datenschutzerklärung von Nordlicht Displays: welche personenbezogenen Daten wir verarbeiten, zu welchen Zwecken und welche Rechte Sie nach der DSGVO haben.',
    en: 'Privacy policy of Nordlicht Displays: which personal data we process, for what purposes and what rights you have under the GDPR.',
  },
  body: {
    de: `<p>Der Schutz Ihrer personenbezogenen Daten ist uns wichtig. Mit dieser Erklärung informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir beim Besuch unseres Onlineshops und bei Bestellungen verarbeiten. Stand: März 2025.</p>
<h2>1. Verantwortlicher</h2>
${addressDe}
<p>Telefon: ${tel}<br>E-Mail: ${infoMail}<br>Vertreten durch die Geschäftsführer Jana Brinkmann und Tobias Kehl.</p>
<p>Unseren Datenschutzbeauftragten erreichen Sie unter ${mail(privacyEmail)} oder unter unserer Postanschrift mit dem Zusatz „Datenschutzbeauftragter“.</p>
<h2>2. Zwecke und Rechtsgrundlagen</h2>
<p>Wir verarbeiten personenbezogene Daten nur, soweit eine der folgenden Rechtsgrundlagen dies erlaubt:</p>
<ul>
<li><strong>Art. 6 Abs. 1 lit. b DSGVO</strong> – zur Erfüllung eines Vertrags oder zur Durchführung vorvertraglicher Maßnahmen, etwa bei Bestellung, Kundenkonto, Angebot und Druckdatenprüfung;</li>
<li><strong>Art. 6 Abs. 1 lit. c DSGVO</strong> – zur Erfüllung rechtlicher Pflichten, insbesondere handels- und steuerrechtlicher Aufbewahrungspflichten;</li>
<li><strong>Art. 6 Abs. 1 lit. f DSGVO</strong> – zur Wahrung unserer berechtigten Interessen, etwa am sicheren und stabilen Betrieb des Shops, an der Abwehr von Missbrauch und an der Kommunikation mit Ansprechpartnern unserer Geschäftskunden;</li>
<li><strong>Art. 6 Abs. 1 lit. a DSGVO</strong> – aufgrund Ihrer Einwilligung, etwa für den Newsletter oder optionale Cookies. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.</li>
</ul>
<h2>3. Hosting und Server-Logdateien</h2>
<p>Unser Onlineshop wird bei einem Hosting-Dienstleister in einem Rechenzentrum in Frankfurt am Main betrieben; die Daten verbleiben in der Europäischen Union. Mit dem Dienstleister haben wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen.</p>
<p>Bei jedem Aufruf speichert der Server automatisch IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Referrer-URL, Browsertyp und Betriebssystem. Diese Daten benötigen wir, um die Website auszuliefern und ihre Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO). Die Logdateien werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>
<h2>4. Cookies und Einwilligung</h2>
<p>Wir verwenden technisch notwendige Cookies und vergleichbare Speichertechniken, etwa für Warenkorb, Anmeldung, Spracheinstellung und die Speicherung Ihrer Cookie-Auswahl. Diese sind nach § 25 Abs. 2 TDDDG ohne Einwilligung zulässig; die anschließende Verarbeitung stützen wir auf Art. 6 Abs. 1 lit. b und f DSGVO.</p>
<p>Optionale Cookies, etwa für Statistik oder die Einbindung von Bewertungen, setzen wir nur mit Ihrer Einwilligung (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Beim ersten Besuch sind alle optionalen Kategorien deaktiviert. Ihre Auswahl können Sie jederzeit über den Link „Cookie-Einstellungen“ im Seitenfuß ändern oder widerrufen.</p>
<h2>5. Kundenkonto und Bestellungen</h2>
<p>Für Registrierung und Bestellung verarbeiten wir Firma, Anrede, Vor- und Nachname, Rechnungs- und Lieferanschrift, E-Mail-Adresse, Telefonnummer, gegebenenfalls die Umsatzsteuer-Identifikationsnummer sowie Ihre Bestelldaten (Art. 6 Abs. 1 lit. b DSGVO). Die Umsatzsteuer-Identifikationsnummer lassen wir beim Bundeszentralamt für Steuern bestätigen (Art. 6 Abs. 1 lit. c DSGVO).</p>
<p>Hochgeladene Druckdaten nutzen wir ausschließlich zur Prüfung und Produktion Ihres Auftrags. Damit Sie Motive bequem nachbestellen können, bewahren wir sie bis zu 24 Monate nach Auftragsabschluss auf; auf Wunsch löschen wir sie früher.</p>
<h2>6. Kontaktanfragen</h2>
<p>Wenn Sie uns per E-Mail, Telefon oder Formular kontaktieren, verarbeiten wir Ihre Angaben zur Bearbeitung der Anfrage und für Anschlussfragen (Art. 6 Abs. 1 lit. b DSGVO bei Anfragen zu einem Vertrag, im Übrigen Art. 6 Abs. 1 lit. f DSGVO).</p>
<h2>7. Newsletter</h2>
<p>Für den Newsletter benötigen wir nur Ihre E-Mail-Adresse; Vor- und Nachname sind freiwillig. Wir verwenden das Double-Opt-in-Verfahren: Nach der Anmeldung erhalten Sie eine E-Mail mit einem Bestätigungslink, und erst nach dessen Aufruf nehmen wir Ihre Adresse in den Verteiler auf. Zeitpunkt der Anmeldung und Bestätigung sowie die IP-Adresse speichern wir als Nachweis. Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können den Newsletter jederzeit über den Abmeldelink in jeder Ausgabe oder in Ihrem Kundenkonto abbestellen.</p>
<h2>8. Zahlungsdienstleister</h2>
<p>Für Zahlungen übermitteln wir die dafür erforderlichen Daten (Name, Betrag, Bestellnummer, gegebenenfalls E-Mail-Adresse) an den jeweiligen Zahlungsdienstleister (Art. 6 Abs. 1 lit. b DSGVO):</p>
<ul>
<li><strong>Kreditkarte:</strong> Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland. Ihre Kartendaten werden direkt von Stripe verarbeitet und erreichen unsere Server nicht.</li>
<li><strong>PayPal:</strong> PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxemburg.</li>
</ul>
<p>Beide Anbieter können Daten auch an verbundene Unternehmen in den USA übermitteln. Die Übermittlung stützt sich auf den Angemessenheitsbeschluss zum EU-U.S. Data Privacy Framework beziehungsweise auf Standardvertragsklauseln der EU-Kommission. Bei Vorkasse und Kauf auf Rechnung verarbeiten wir die Zahlungsdaten selbst.</p>
<h2>9. Versand</h2>
<p>Zur Zustellung geben wir Name, Firma und Lieferanschrift an das beauftragte Versandunternehmen (DHL oder eine Spedition) weiter (Art. 6 Abs. 1 lit. b DSGVO). Ihre E-Mail-Adresse oder Telefonnummer übermitteln wir nur, soweit dies zur Ankündigung oder Abstimmung der Zustellung erforderlich ist, insbesondere bei Speditionslieferungen (Art. 6 Abs. 1 lit. f DSGVO).</p>
<h2>10. Speicherdauer</h2>
<p>Wir löschen personenbezogene Daten, sobald der Zweck ihrer Verarbeitung entfällt und keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Rechnungen und Buchungsbelege bewahren wir nach § 147 AO und § 257 HGB je nach Art des Dokuments sechs bis zehn Jahre auf. Ihr Kundenkonto können Sie jederzeit löschen lassen.</p>
<h2>11. Ihre Rechte</h2>
<p>Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Eine erteilte Einwilligung können Sie jederzeit widerrufen (Art. 7 Abs. 3 DSGVO).</p>
<p><strong>Widerspruchsrecht:</strong> Verarbeiten wir Ihre Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO, können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit Widerspruch einlegen (Art. 21 DSGVO). Der Verarbeitung zu Zwecken der Direktwerbung können Sie jederzeit ohne Angabe von Gründen widersprechen.</p>
<h2>12. Beschwerderecht bei der Aufsichtsbehörde</h2>
<p>Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren. Für uns zuständig ist:</p>
<address>Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW)<br>Kavalleriestraße 2–4<br>40213 Düsseldorf<br><a href="https://www.ldi.nrw.de">www.ldi.nrw.de</a></address>
<h2>13. Datensicherheit</h2>
<p>Unser Shop überträgt alle Daten verschlüsselt per TLS. Passwörter speichern wir ausschließlich als sicheren Hash.</p>
<h2>14. Kontakt zum Datenschutz</h2>
<p>Für Fragen zum Datenschutz und zur Ausübung Ihrer Rechte genügt eine formlose Nachricht an ${mail(privacyEmail)}. Wir passen diese Erklärung an, wenn sich unsere Verarbeitung oder die Rechtslage ändert; es gilt die jeweils hier veröffentlichte Fassung.</p>`,
    en: `<p>We take the protection of your personal data seriously. In this policy we inform you, in accordance with Articles 13 and 14 of the General Data Protection Regulation (GDPR), which data we process when you visit our online shop and place orders. Last updated: March 2025.</p>
<h2>1. Controller</h2>
${addressEn}
<p>Phone: ${tel}<br>E-mail: ${infoMail}<br>Represented by the managing directors Jana Brinkmann and Tobias Kehl.</p>
<p>You can reach our data protection officer at ${mail(privacyEmail)} or at our postal address marked “Data Protection Officer”.</p>
<h2>2. Purposes and legal bases</h2>
<p>We process personal data only where one of the following legal bases permits it:</p>
<ul>
<li><strong>Art. 6 (1) (b) GDPR</strong> – to perform a contract or take steps prior to entering into a contract, for example for orders, the customer account, quotations and the print-data check;</li>
<li><strong>Art. 6 (1) (c) GDPR</strong> – to comply with legal obligations, in particular retention obligations under commercial and tax law;</li>
<li><strong>Art. 6 (1) (f) GDPR</strong> – to pursue our legitimate interests, for example in the secure and stable operation of the shop, in preventing misuse and in communicating with contact persons at our business customers;</li>
<li><strong>Art. 6 (1) (a) GDPR</strong> – on the basis of your consent, for example for the newsletter or optional cookies. You can withdraw your consent at any time with effect for the future.</li>
</ul>
<h2>3. Hosting and server log files</h2>
<p>Our online shop is operated by a hosting provider in a data centre in Frankfurt am Main; the data remains within the European Union. We have concluded a data processing agreement with the provider in accordance with Art. 28 GDPR.</p>
<p>Each time a page is requested, the server automatically stores the IP address, date and time, the page requested, the referrer URL, browser type and operating system. We need this data to deliver the website and keep it secure (Art. 6 (1) (f) GDPR). Log files are deleted after 14 days unless they are needed to investigate a security incident.</p>
<h2>4. Cookies and consent</h2>
<p>We use technically necessary cookies and similar storage technologies, for example for the shopping cart, login, language setting and storing your cookie choices. These are permitted without consent under Section 25 (2) of the German TDDDG; we base the subsequent processing on Art. 6 (1) (b) and (f) GDPR.</p>
<p>We only set optional cookies, for example for statistics or embedded reviews, with your consent (Section 25 (1) TDDDG, Art. 6 (1) (a) GDPR). On your first visit all optional categories are switched off. You can change or withdraw your choice at any time via the “Cookie settings” link in the footer.</p>
<h2>5. Customer account and orders</h2>
<p>For registration and orders we process your company, title, first and last name, billing and delivery address, e-mail address, phone number, your VAT identification number where applicable, and your order data (Art. 6 (1) (b) GDPR). We have VAT identification numbers confirmed by the German Federal Central Tax Office (Art. 6 (1) (c) GDPR).</p>
<p>We use uploaded print data solely to check and produce your order. So that you can easily reorder designs, we keep them for up to 24 months after the order has been completed; on request we delete them sooner.</p>
<h2>6. Enquiries</h2>
<p>If you contact us by e-mail, phone or form, we process your details to handle the enquiry and any follow-up questions (Art. 6 (1) (b) GDPR for enquiries relating to a contract, otherwise Art. 6 (1) (f) GDPR).</p>
<h2>7. Newsletter</h2>
<p>For the newsletter we only need your e-mail address; first and last name are optional. We use the double opt-in procedure: after signing up you receive an e-mail with a confirmation link, and we only add your address to the mailing list once you have clicked it. We store the time of sign-up and confirmation and your IP address as proof. The legal basis is your consent (Art. 6 (1) (a) GDPR). You can unsubscribe at any time via the link in every issue or in your customer account.</p>
<h2>8. Payment service providers</h2>
<p>For payments we transmit the data required (name, amount, order number and, where applicable, e-mail address) to the respective payment service provider (Art. 6 (1) (b) GDPR):</p>
<ul>
<li><strong>Credit card:</strong> Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Ireland. Your card details are processed directly by Stripe and never reach our servers.</li>
<li><strong>PayPal:</strong> PayPal (Europe) S.à r.l. et Cie, S.C.A., 22–24 Boulevard Royal, L-2449 Luxembourg.</li>
</ul>
<p>Both providers may also transfer data to affiliated companies in the USA. Such transfers are based on the adequacy decision for the EU-U.S. Data Privacy Framework or on the European Commission’s standard contractual clauses. For prepayment and purchase on invoice we process the payment data ourselves.</p>
<h2>9. Shipping</h2>
<p>To deliver your order we pass your name, company and delivery address to the carrier we have commissioned (DHL or a freight forwarder) (Art. 6 (1) (b) GDPR). We only pass on your e-mail address or phone number where this is necessary to announce or arrange the delivery, in particular for freight deliveries (Art. 6 (1) (f) GDPR).</p>
<h2>10. Retention period</h2>
<p>We delete personal data as soon as the purpose of processing no longer applies and no statutory retention obligations prevent deletion. We keep invoices and accounting records for six to ten years, depending on the type of document, in accordance with Section 147 of the German Fiscal Code (AO) and Section 257 HGB. You can have your customer account deleted at any time.</p>
<h2>11. Your rights</h2>
<p>You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18) and data portability (Art. 20). You can withdraw any consent you have given at any time (Art. 7 (3) GDPR).</p>
<p><strong>Right to object:</strong> where we process your data on the basis of Art. 6 (1) (f) GDPR, you may object at any time on grounds relating to your particular situation (Art. 21 GDPR). You may object to processing for direct marketing purposes at any time without giving reasons.</p>
<h2>12. Right to lodge a complaint with a supervisory authority</h2>
<p>You may lodge a complaint with a data protection supervisory authority. The authority responsible for us is:</p>
<address>Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen (LDI NRW)<br>Kavalleriestraße 2–4<br>40213 Düsseldorf, Germany<br><a href="https://www.ldi.nrw.de">www.ldi.nrw.de</a></address>
<h2>13. Data security</h2>
<p>Our shop transmits all data encrypted via TLS. We store passwords only as a secure hash.</p>
<h2>14. Data protection contact</h2>
<p>For questions about data protection and to exercise your rights, an informal message to ${mail(privacyEmail)} is sufficient. We update this policy when our processing or the legal situation changes; the version published here applies.</p>`,
  },
}

const withdrawal: SeedPage = {
  key: 'withdrawal',
  title: { de: 'Widerrufsbelehrung', en: 'Right of withdrawal' },
  slug: { de: 'widerrufsbelehrung', en: 'right-of-withdrawal' },
  metaDescription: {
    de: 'Hinweis zum Widerrufsrecht: Nordlicht Displays verkauft ausschließlich an Unternehmer – ein gesetzliches Widerrufsrecht besteht daher nicht.',
    en: 'Note on the right of withdrawal: Nordlicht Displays sells exclusively to businesses – there is therefore no statutory right of withdrawal.',
  },
  body: {
    de: `<h2>Kein Widerrufsrecht für Unternehmer</h2>
<p>Unser Onlineshop richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Das gesetzliche Widerrufsrecht bei Fernabsatzverträgen (§ 312g BGB) steht nur Verbrauchern im Sinne von § 13 BGB zu. Für Bestellungen in unserem Shop besteht daher <strong>kein gesetzliches Widerrufsrecht</strong>.</p>
<p>Unabhängig davon wäre das Widerrufsrecht auch gegenüber Verbrauchern bei Waren ausgeschlossen, die nach Kundenspezifikation angefertigt werden (§ 312g Abs. 2 Nr. 1 BGB). Das betrifft alle individuell bedruckten Produkte wie Roll-Ups, Banner, Beachflags oder Textildrucke.</p>
<h2>Kulanz bei unbedruckten Artikeln</h2>
<p>Unbedruckte Lagerartikel wie Hardware-Systeme ohne Druck, Taschen oder Strahler nehmen wir nach vorheriger Absprache innerhalb von 14 Tagen nach Erhalt freiwillig zurück, sofern sie unbenutzt und originalverpackt sind. Die Kosten der Rücksendung trägt der Kunde. Ein Rechtsanspruch besteht nicht.</p>
<p>Bitte melden Sie sich vor einer Rücksendung unter ${tel} oder ${infoMail}; Rücksendungen ohne Absprache können wir leider nicht annehmen.</p>
<h2>Mängel</h2>
<p>Ihre Rechte bei mangelhafter Ware bleiben unberührt. Einzelheiten regeln unsere <a href="/pages/agb">AGB</a>.</p>`,
    en: `<h2>No right of withdrawal for businesses</h2>
<p>Our online shop is aimed exclusively at businesses within the meaning of Section 14 of the German Civil Code (BGB), legal entities under public law and special funds under public law. The statutory right of withdrawal for distance contracts (Section 312g BGB) is available only to consumers within the meaning of Section 13 BGB. There is therefore <strong>no statutory right of withdrawal</strong> for orders placed in our shop.</p>
<p>Irrespective of this, even for consumers the right of withdrawal would not apply to goods made to the customer’s specifications (Section 312g (2) no. 1 BGB). This covers all individually printed products such as roll-ups, banners, beach flags and fabric prints.</p>
<h2>Goodwill returns of unprinted items</h2>
<p>As a goodwill gesture, and by prior arrangement, we take back unprinted stock items such as hardware systems without print, bags or spotlights within 14 days of receipt, provided they are unused and in their original packaging. The customer bears the cost of return shipping. There is no legal entitlement to such returns.</p>
<p>Please contact us at ${tel} or ${infoMail} before sending anything back; unfortunately we cannot accept returns that have not been arranged in advance.</p>
<h2>Defects</h2>
<p>Your rights in the event of defective goods remain unaffected. Details are set out in our <a href="/en/pages/terms-and-conditions">terms and conditions</a>.</p>`,
  },
}

export const legalPages = { imprint, terms, privacy, withdrawal }
