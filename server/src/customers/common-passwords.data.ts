/**
 * Passwords at the top of every breached-password list, plus the obvious ones for this service.
 * Registration refuses them, compared case-insensitively (NIST SP 800-63B: reject known-bad passwords).
 */
const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon', '123123', 'baseball',
  'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666', 'qwertyuiop', '123321', 'mustang',
  '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212', '000000', 'qazwsx', '123qwe', 'killer',
  'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger',
  'sunshine', 'iloveyou', '2000', 'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233',
  'george', 'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777',
  'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer', 'love', 'ashley', 'nicole',
  'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor', 'matrix',
  'mobilemail', 'mom', 'monitor', 'monitoring', 'montana', 'moon', 'moscow', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'pa55word', 'pa55w0rd', 'password!', 'password12', 'password1234', 'passwords', 'password01', 'qwerty123',
  'qwerty12', 'qwerty1', 'qwertyui', 'qwerty1234', 'qwerty12345', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', '1q2w3e',
  '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'zaq1xsw2', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', 'asdfghjkl', 'asdfghjk',
  'asdf1234', 'zxcvbnm1', 'zxcvbnm123', 'iloveyou1', 'iloveyou2', 'iloveu123', 'sunshine1', 'princess1', 'football1',
  'baseball1', 'superman1', 'starwars1', 'trustno11', 'welcome', 'welcome1', 'welcome123', 'welcome2', 'admin', 'admin123',
  'admin1234', 'administrator', 'root', 'toor', 'changeme', 'changeme123', 'letmein1', 'letmein123', 'abc12345', 'abcd1234',
  'abcdefg', 'abcdefgh', 'abcdefg1', 'aa123456', 'a1234567', 'a12345678', '1234qwer', '123qwe123', '123abc', '12341234',
  '12344321', '11223344', '1122334455', '111222333', '123123123', '12121212', '123654789', '147258369', '159357', '1234554321',
  '87654321', '88888888', '99999999', '00000000', '22222222', '33333333', '44444444', '55555555', '66666666', '77777777',
  '12345678910', '0123456789', '01234567', 'password2', 'password3', 'secret', 'secret123', 'mypassword', 'default', 'guest',
  'guest123', 'test', 'test123', 'test1234', 'testing', 'testtest', 'temp', 'temp123', 'user', 'user1234', 'login', 'login123',
  'hello', 'hello123', 'hello1234', 'helloworld', 'iloveyou123', 'lovely', 'loveme', 'love123', 'fuckyou', 'fuckyou1', 'trustme',
  'whatever', 'whatever1', 'internet', 'computer1', 'samsung', 'samsung1', 'google', 'google123', 'microsoft', 'apple',
  'apple123', 'linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'yahoo', 'hotmail', 'gmail', 'michael1', 'jennifer1',
  'jessica1', 'charlie1', 'daniel1', 'andrew1', 'joshua1', 'matthew1', 'jordan23', 'basketball', 'basketball1', 'soccer1',
  'hockey1', 'baseball12', 'football12', 'liverpool', 'liverpool1', 'arsenal', 'chelsea1', 'manchester', 'barcelona',
  'realmadrid', '1qazxsw2', 'qazwsxedc', 'qazwsx123', 'asdfasdf', 'asdasdasd', 'asdasd123', 'qweqweqwe', 'qweasdzxc',
  'qweasd123', 'zxczxczxc', 'aaaaaaaa', 'aaaaaaa1', 'abc123abc', 'abcabc123', 'passpass', 'mustang1', 'shadow1', 'master1',
  'master123', 'dragon1', 'dragon123', 'monkey1', 'monkey123', 'killer1', 'superstar', 'rockstar', 'rockyou', 'pokemon',
  'naruto', 'whatever123', 'blink182', 'princess123', 'sunshine123', 'flower', 'flower123', 'butterfly', 'purple', 'purple123',
  'orange', 'banana', 'chocolate', 'chocolate1', 'cookie', 'cookies', 'cheese123', 'pepper123', 'ginger123', 'summer123',
  'summer2024', 'summer2025', 'winter', 'winter123', 'winter2024', 'spring2024', 'autumn2024', 'january', 'february', 'december',
  '2024', '2025', 'password2024', 'password2025', 'password1!', 'password123!', 'p@ssword1', 'qwerty123!', 'welcome1!',
  'admin@123', 'iloveyou!', 'letmein!', 'changeme!', '1234abcd', 'abcd12345', 'qwer1234', 'asdf12345', 'zxcv1234', '1q2w3e4r!',
  'computer123', 'internet1', 'freedom1', 'freedom123', 'maggie123', 'buster123', 'tigger123', 'harley123', 'batman123',
  'jordan123', 'hunter123', 'ranger123', 'thomas123', 'robert123', 'george123', 'michelle1', 'nicole123', 'ashley123',
  'amanda123', 'taylor123', 'austin123', 'dallas123', 'yankees1', 'thunder1', 'matrix123', 'starwars123', 'pokemon123',
  'superman123', 'trustno1!', 'apostille', 'apostille1', 'apostille123', 'document', 'document1', 'documents',
];

const LOOKUP = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return LOOKUP.has(password.toLowerCase());
}
