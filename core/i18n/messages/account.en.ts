// Texts of customer accounts (issue 4): validation, auth answers, account screens and mails.
// Kept in their own file so the catalogs of other areas can grow beside them.
export const accountEn = {
  fields: {
    company: 'Company',
    gender: 'Salutation',
    first_name: 'First name',
    last_name: 'Last name',
    address: 'Street and number',
    postcode: 'Postcode',
    city: 'City',
    country_id: 'Country',
    email: 'E-mail',
    phone: 'Phone',
    password: 'Password',
    password_confirmation: 'Confirm password',
    current_password: 'Current password',
  },
  validation: {
    required: '{{field}} is required.',
    email: 'Please enter a valid e-mail address.',
    specialChars: 'Special characters are not allowed.',
    lettersOnly: '{{field}} may only contain letters.',
    lettersSpaces: '{{field}} may only contain letters and spaces.',
    postcodeLength: 'The postcode must have {{length}} digits.',
    passwordMin: 'The password must be at least 8 characters long.',
    passwordConfirm: 'The passwords do not match.',
    tooLong: '{{field}} is too long.',
    fixErrors: 'Please correct the errors before submitting the form.',
  },
  auth: {
    registered: 'Thank you! Your registration is complete.',
    phoneTaken: 'The phone number is already taken.',
    emailTaken: 'The e-mail is already taken.',
    loggedIn: 'You are logged in.',
    loginFailed: 'The e-mail address or the password is wrong.',
    loggedOut: 'You are logged out.',
    unauthenticated: 'Please log in first.',
    emailUnknown: 'The e-mail address entered is not registered with us.',
    resetSent: 'We have sent you a link to reset your password. It is valid for 60 minutes.',
    resetInvalid: 'This link is invalid or has expired. Please request a new one.',
    resetDone: 'Your password has been changed. You can log in now.',
    tooMany: 'Too many attempts. Please try again in {{minutes}} minutes.',
    csrf: 'The request was refused for security reasons. Please reload the page.',
    passwordUpdated: 'Your password has been changed.',
    currentPasswordWrong: 'The current password is wrong.',
    profileUpdated: 'Your details have been saved.',
    addressAdded: 'The address has been added.',
    addressUpdated: 'The address has been saved.',
    addressDeleted: 'The address has been deleted.',
  },
  toast: {
    error: 'Oops...Something went wrong',
    success: 'OK',
  },
  mail: {
    letterheadTagline: 'Trade-fair displays and advertising systems from the manufacturer',
    greetingMale: 'Dear Mr {{lastName}},',
    greetingFemale: 'Dear Ms {{lastName}},',
    closing: 'Kind regards\nYour team at {{shopName}}',
    footer: '{{company}} · {{street}} · {{city}} · {{phone}}',
    welcomeSubject: 'Welcome to {{shopName}}',
    welcomeText:
      'thank you for registering. Your customer account for {{email}} is ready: you can now order, keep addresses and follow your orders.',
    welcomeCta: 'To my account',
    resetSubject: 'Reset your password at {{shopName}}',
    resetText:
      'someone – hopefully you – asked to reset the password of your customer account. The link is valid for 60 minutes and works once. If you did not ask for it, you can ignore this mail.',
    resetCta: 'Set a new password',
  },
}

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }
export type AccountMessages = DeepStrings<typeof accountEn>
