import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fail } from '#server/command.ts'
import { renderDocument } from '#server/modules/invoices/render.ts'
import { eInvoiceKinds } from '#tests/fixtures/e-invoice-kinds.ts'

// `node scripts/validate-einvoices.ts` (INV-6, decision 0035): renders every kind of document
// the shop issues (tests/fixtures/e-invoice-kinds.ts, the kinds the structure test checks) and
// validates it with the official artefacts — the CII of the PDF with xmllint against the
// UN/CEFACT CII D16B XSD and with Saxon-HE against the EN 16931 CII schematron (XSLT), the
// XRechnung UBL against the OASIS UBL 2.1 XSD, the EN 16931 UBL schematron and KoSIT's
// XRechnung schematron. Not part of `npm test`: the artefacts are not ours to commit, so the
// review keeps them outside the repository (EINVOICE_ARTEFACTS, /tmp/einvoice-artefacts by
// default; the layout below) and runs this by hand. Needs xmllint (libxml2-utils) and java
// with Saxon-HE (libsaxonhe-java). Exits 1 when a file fails its XSD or a fatal assert fires;
// warnings are listed.
//
// Layout of EINVOICE_ARTEFACTS (paths as in the artefacts' own repositories):
//   en16931/cii/schema/D16B SCRDM (Subset)/uncoupled clm/…  ConnectingEurope/eInvoicing-EN16931
//   en16931/cii/xslt/EN16931-CII-validation.xslt                 (validation-1.3.x)
//   en16931/ubl/xslt/EN16931-UBL-validation.xslt
//   ubl21/xsdrt/maindoc/UBL-{Invoice,CreditNote}-2.1.xsd         OASIS UBL 2.1 (os-UBL-2.1.zip)
//   kosit/XRechnung-{UBL,CII}-validation.xsl                     itplr-kosit/xrechnung-schematron,
//                                                                its .sch as XSLT 2 (optional)
// The rendered files and the SVRL reports stay in EINVOICE_OUT (/tmp/einvoice-check).

const artefacts = path.resolve(process.env.EINVOICE_ARTEFACTS ?? '/tmp/einvoice-artefacts')
const out = path.resolve(process.env.EINVOICE_OUT ?? '/tmp/einvoice-check')
const saxonJar = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar'
const ciiSchemaDir = path.join(
  artefacts,
  'en16931/cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard',
)
const files = {
  ciiXsd: path.join(ciiSchemaDir, 'CrossIndustryInvoice_100pD16B.xsd'),
  ciiXslt: path.join(artefacts, 'en16931/cii/xslt/EN16931-CII-validation.xslt'),
  ublInvoiceXsd: path.join(artefacts, 'ubl21/xsdrt/maindoc/UBL-Invoice-2.1.xsd'),
  ublCreditNoteXsd: path.join(artefacts, 'ubl21/xsdrt/maindoc/UBL-CreditNote-2.1.xsd'),
  ublXslt: path.join(artefacts, 'en16931/ubl/xslt/EN16931-UBL-validation.xslt'),
  xrechnungUblXslt: path.join(artefacts, 'kosit/XRechnung-UBL-validation.xsl'),
  xrechnungCiiXslt: path.join(artefacts, 'kosit/XRechnung-CII-validation.xsl'),
}
const required = ['ciiXsd', 'ciiXslt', 'ublInvoiceXsd', 'ublCreditNoteXsd', 'ublXslt'] as const
const missing = required.filter((key) => !existsSync(files[key]))
if (missing.length > 0) {
  fail(
    `Missing in ${artefacts}: ${missing.map((key) => path.relative(artefacts, files[key])).join(', ')}`,
  )
}
for (const [tool, args] of [
  ['xmllint', ['--version']],
  ['java', ['-version']],
] as const) {
  if (spawnSync(tool, args).error) fail(`${tool} is not installed (see the comment at the top).`)
}
if (!existsSync(saxonJar)) fail(`No Saxon-HE at ${saxonJar} (set SAXON_JAR).`)

/** A file name from a kind's name: 'credit note (part)' → 'credit-note-part'. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// 1. Render every kind as the shop issues it.
rmSync(out, { recursive: true, force: true })
const dirs = {
  cii: path.join(out, 'cii'),
  ubl: path.join(out, 'ubl'),
  xrechnungCii: path.join(out, 'cii-leitweg'),
}
for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true })
const libraryWarnings: string[] = []
const log = {
  warn: (message: string) => libraryWarnings.push(message),
  error: (message: string) => libraryWarnings.push(message),
}
const documents: { name: string; cii: string; ubl: string | null }[] = []
for (const [name, data] of eInvoiceKinds) {
  const rendered = await renderDocument(data, log)
  const file = `${slug(name)}.xml`
  writeFileSync(path.join(dirs.cii, file), rendered.ciiXml)
  if (rendered.xrechnungXml) {
    writeFileSync(path.join(dirs.ubl, file), rendered.xrechnungXml)
    writeFileSync(path.join(dirs.xrechnungCii, file), rendered.ciiXml)
  }
  documents.push({ name, cii: file, ubl: rendered.xrechnungXml ? file : null })
}

// 2. The XSD: xmllint says "<file> validates" or lists the errors and "fails to validate".
function xsdErrors(xsd: string, dir: string, file: string): string[] {
  const run = spawnSync('xmllint', ['--noout', '--schema', xsd, path.join(dir, file)], {
    encoding: 'utf8',
  })
  if (run.status === 0) return []
  return run.stderr
    .split('\n')
    .filter((line) => line.trim() && !line.endsWith('fails to validate'))
    .map((line) => line.replace(`${path.join(dir, file)}:`, 'line '))
}

// 3. The schematron: one Saxon run per directory (the XSLT is compiled once), SVRL per file.
interface Finding {
  id: string
  flag: string
  location: string
  text: string
}
function schematron(xslt: string, dir: string, name: string): Map<string, Finding[]> {
  const reports = path.join(out, `svrl-${name}`)
  mkdirSync(reports, { recursive: true })
  execFileSync(
    'java',
    ['-cp', saxonJar, 'net.sf.saxon.Transform', `-s:${dir}`, `-xsl:${xslt}`, `-o:${reports}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const findings = new Map<string, Finding[]>()
  for (const file of readdirSync(reports)) {
    const svrl = readFileSync(path.join(reports, file), 'utf8')
    const found: Finding[] = []
    for (const match of svrl.matchAll(
      /<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g,
    )) {
      const attribute = (key: string) =>
        new RegExp(`\\b${key}="([^"]*)"`).exec(match[1]!)?.[1] ?? ''
      found.push({
        id: attribute('id'),
        flag: attribute('flag') || 'fatal',
        location: attribute('location'),
        text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2]!)?.[1] ?? '')
          .replace(/\s+/g, ' ')
          .trim(),
      })
    }
    findings.set(file, found)
  }
  return findings
}

const en16931Cii = schematron(files.ciiXslt, dirs.cii, 'en16931-cii')
const hasUbl = documents.some((d) => d.ubl)
const en16931Ubl = hasUbl ? schematron(files.ublXslt, dirs.ubl, 'en16931-ubl') : new Map()
const kosit = existsSync(files.xrechnungUblXslt) && hasUbl
const xrechnungUbl = kosit
  ? schematron(files.xrechnungUblXslt, dirs.ubl, 'xrechnung-ubl')
  : new Map<string, Finding[]>()
// KoSIT's CII rules on the CII of a Leitweg-ID buyer's PDF: for information only, that CII is
// ZUGFeRD's EN 16931 profile (BR-DE-21 warns that it is no XRechnung; the shop sends UBL).
const xrechnungCii =
  existsSync(files.xrechnungCiiXslt) && hasUbl
    ? schematron(files.xrechnungCiiXslt, dirs.xrechnungCii, 'xrechnung-cii')
    : new Map<string, Finding[]>()

// 4. The report: per document, per check, pass or the findings with their rule ids.
let fatal = 0
const summary = (findings: Finding[] | undefined, informational = false) => {
  if (!findings) return 'not run'
  if (findings.length === 0) return 'pass'
  const fatals = findings.filter((f) => f.flag !== 'warning')
  if (!informational) fatal += fatals.length
  return findings.map((f) => `${f.flag} ${f.id}`).join(', ')
}
const details: string[] = []
const detail = (doc: string, check: string, findings: Finding[] | undefined) => {
  for (const f of findings ?? []) {
    details.push(`${doc} [${check}] ${f.flag} ${f.id} at ${f.location}: ${f.text}`)
  }
}
console.log(
  '| document | CII XSD | EN 16931 CII | UBL XSD | EN 16931 UBL | XRechnung UBL | XRechnung on the CII (info) |',
)
console.log('|---|---|---|---|---|---|---|')
for (const doc of documents) {
  const ciiXsd = xsdErrors(files.ciiXsd, dirs.cii, doc.cii)
  fatal += ciiXsd.length
  details.push(...ciiXsd.map((e) => `${doc.name} [CII XSD] ${e}`))
  detail(doc.name, 'EN 16931 CII', en16931Cii.get(doc.cii))
  const cells = [doc.name, ciiXsd.length ? 'FAIL' : 'pass', summary(en16931Cii.get(doc.cii))]
  if (doc.ubl) {
    const creditNote = readFileSync(path.join(dirs.ubl, doc.ubl), 'utf8').includes('<CreditNote')
    const ublXsd = xsdErrors(
      creditNote ? files.ublCreditNoteXsd : files.ublInvoiceXsd,
      dirs.ubl,
      doc.ubl,
    )
    fatal += ublXsd.length
    details.push(...ublXsd.map((e) => `${doc.name} [UBL XSD] ${e}`))
    detail(doc.name, 'EN 16931 UBL', en16931Ubl.get(doc.ubl))
    detail(doc.name, 'XRechnung UBL', xrechnungUbl.get(doc.ubl))
    detail(doc.name, 'XRechnung CII (info)', xrechnungCii.get(doc.ubl))
    cells.push(
      ublXsd.length ? 'FAIL' : 'pass',
      summary(en16931Ubl.get(doc.ubl)),
      kosit ? summary(xrechnungUbl.get(doc.ubl)) : 'not run',
      summary(xrechnungCii.get(doc.ubl), true),
    )
  } else {
    cells.push('–', '–', '–', '–')
  }
  console.log(`| ${cells.join(' | ')} |`)
}
if (details.length > 0) console.log(`\n${details.join('\n')}`)
if (libraryWarnings.length > 0) console.log(`\nThe library warned:\n${libraryWarnings.join('\n')}`)
console.log(`\n${documents.length} documents; files and SVRL reports in ${out}`)
if (fatal > 0) fail(`${fatal} errors (XSD or fatal asserts)`)
