// Texts of the print-data check (PRE-1..PRE-7): each finding says what it means and what to do.
export const preflightEn = {
  preflight: {
    levels: {
      pass: 'OK',
      warning: 'Please check',
      error: 'Needs a fix',
      'by-hand': 'Checked by hand',
    },
    byHand: 'We check EPS files by hand and tell you the result within one working day.',
    byHandNoLine:
      'This file belongs to no single line of the order, so our staff check it by hand against the line it is meant for.',
    byHandNoFormat:
      'This product has no print format on record, so our staff check the file by hand.',
    checkFailed: {
      timeout:
        'The automatic check took too long for this file. Our staff check it by hand and tell you the result within one working day.',
      memory:
        'The file is too large for the automatic check. Our staff check it by hand and tell you the result within one working day.',
      crashed:
        'The automatic check could not finish for this file. Our staff check it by hand and tell you the result within one working day.',
      missing:
        'The automatic check could not read this file. Our staff check it by hand and tell you the result within one working day; you need not do anything.',
    },
    states: {
      queued: 'Waiting for the check …',
      running: 'Checking …',
    },
    unreadable: {
      encrypted:
        'The PDF is protected by a password. Please export it again without a password or security settings.',
      damaged:
        'The file is damaged or incomplete and cannot be read. Please export it again and upload the new file.',
      'no-pages': 'The PDF has no pages. Please export your layout again.',
      'not-a-print-file':
        'This is not a print file we can read. Please upload a PDF, JPG, PNG or TIFF file.',
    },
    tooManyPixels:
      'The picture is too large at {{width}} × {{height}} pixels ({{megapixels}} megapixels): we check and print pictures of up to {{max}} megapixels. Please scale it down (a 2 × 5 m banner at 100 ppi needs about 150 megapixels) and upload it again.',
    repaired:
      'The PDF is damaged (it may have been cut off while saving or uploading). Please export it again and upload the new file.',
    pagesOk: 'Pages: {{count}}, as the product needs.',
    pagesWrong:
      'The file has {{count}} pages, the product needs {{expected}}. Please upload one page per printed side.',
    sizeOk: 'Format: {{expected}}, as ordered.',
    sizeScaled:
      'The format is {{actual}} instead of {{expected}}, in the right proportions: we enlarge it to the ordered size.',
    sizeWrong:
      'The format is {{actual}}, you ordered {{expected}}. Please set up the document in the ordered format.',
    sizeWrongImage:
      'The image ({{actual}}) does not have the proportions of the ordered format with bleed ({{expected}}). Please crop or lay it out again.',
    bleedOk: 'Bleed: {{bleed}} mm on every side.',
    bleedMissing:
      'The file has no bleed. Please extend the background {{bleed}} mm beyond the trim on every side, so no white edge shows after cutting.',
    bleedShort:
      'The bleed is only {{actual}} mm. Please extend the background {{bleed}} mm beyond the trim on every side.',
    resolutionOk: 'Resolution: at least {{ppi}} ppi at final size.',
    resolutionNoImages: 'Resolution: the file has no pixel images (vector graphics print sharp).',
    resolutionLow:
      'An image has only {{ppi}} ppi at final size; {{min}} ppi are needed for a sharp print. Please use an image with more pixels.',
    fontsOk: 'Fonts: all embedded.',
    fontsNotEmbedded:
      'These fonts are not embedded: {{fonts}}. Please embed all fonts when exporting the PDF, or convert text to outlines.',
    colorsOk: 'Colours: CMYK.',
    colorsRgb:
      'The file contains RGB colours. We convert them to CMYK for print; bright colours may look duller. For exact colours, please deliver CMYK.',
    colorsSpot:
      'The file contains spot colours ({{names}}). We print them in CMYK unless you ordered spot colour printing.',
    zonesOk: 'Text: none in hidden zones, all within the safety margin.',
    textInZone:
      'Text in the {{zone}} ({{where}}) will not be visible ({{side}}). Please move it out of this zone; backgrounds may run into it.',
    textOnLine:
      'Text across a line “{{zone}}” ({{where}}) will be split ({{side}}). Please place it beside the line.',
    textOutsideSafety:
      'Text lies nearer the edge than the safety margin of {{where}} ({{side}}) and may be cut when trimmed. Please move it inwards.',
    template: {
      noPrintData: 'This product is not printed; there is no print template.',
      title: 'Print template',
      layer: 'Guides – do not print',
      product: 'Product',
      trim: 'Final size',
      bleed: 'Bleed',
      bleedValue: '{{bleed}} mm on every side – background up to the red line',
      resolution: 'Resolution',
      resolutionValue: 'at least {{ppi}} ppi at final size',
      side: 'Side',
      sideOf: '{{side}} of {{pages}}',
      single: '1 of 1 (single-sided)',
      scale: 'Scale',
      scaleValue:
        'Page in PDF units of {{unit}}/72 inch (UserUnit {{unit}}): all sizes are final size',
      layerNote:
        'Layer “Guides – do not print”: does not print. Put your design on a layer of its own.',
      hidden: 'not visible',
      safetyNote: 'keep important content inside this line',
    },
  },
}
