import Foundation

/// Throwaway TLS files in a temporary folder: certificates and keys made for these tests only
/// (`openssl req -x509`, P-256), never used anywhere else.
struct TLSFixture {
    /// The folder holding the files.
    let folder: String

    /// A self-signed certificate for localhost, serial 1001, valid for a century.
    static let certificate = """
    -----BEGIN CERTIFICATE-----
    MIIBbjCCAROgAwIBAgICEAEwCgYIKoZIzj0EAwIwFDESMBAGA1UEAwwJbG9jYWxo
    b3N0MCAXDTI2MTEyNzEzMTgyNVoYDzIxMjYxMTAzMTMxODI1WjAUMRIwEAYDVQQD
    DAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAT9KKLf0XQKY5kZ
    3kzYQG8AUDP4jXZhC0a6eTCLT7CWkXER/MKwpc/98TpI3kfkl5KK0sqsB5CfxjAK
    OLSiNOTAo1MwUTAdBgNVHQ4EFgQUWyP2Aos9XuIRUFJUSU8N+hQEnT4wHwYDVR0j
    BBgwFoAUWyP2Aos9XuIRUFJUSU8N+hQEnT4wDwYDVR0TAQH/BAUwAwEB/zAKBggq
    hkjOPQQDAgNJADBGAiEA/zfcZpotEEfAsODVwOM1LkInUD6VdH66NDWy6AUpNOoC
    IQDOlp82oHL76hiDDJB9692fQoflsi57vc5zMSXxv25lcw==
    -----END CERTIFICATE-----
    """

    /// The private key of ``certificate``.
    static let key = """
    -----BEGIN PRIVATE KEY-----
    MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg7IoPo8zKsdXnn3jh
    hTmz5y0Hmm52Z9i05IxzCORvVwKhRANCAAT9KKLf0XQKY5kZ3kzYQG8AUDP4jXZh
    C0a6eTCLT7CWkXER/MKwpc/98TpI3kfkl5KK0sqsB5CfxjAKOLSiNOTA
    -----END PRIVATE KEY-----
    """

    /// Another certificate for localhost, serial 2002, with its own key.
    static let renewedCertificate = """
    -----BEGIN CERTIFICATE-----
    MIIBbTCCAROgAwIBAgICIAIwCgYIKoZIzj0EAwIwFDESMBAGA1UEAwwJbG9jYWxo
    b3N0MCAXDTI2MTEyNzEzMTgyNloYDzIxMjYxMTAzMTMxODI2WjAUMRIwEAYDVQQD
    DAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASiG18HCA+Ldqnj
    VrTCmOLt8NahCVHF3gFx3iU7J6lBctKRe7qxOt7tE26IbH/r2AzDyNevbt79L3DI
    jgq8jpvCo1MwUTAdBgNVHQ4EFgQUyQm2cNU3NSLPGWDsnj6khDK6mOswHwYDVR0j
    BBgwFoAUyQm2cNU3NSLPGWDsnj6khDK6mOswDwYDVR0TAQH/BAUwAwEB/zAKBggq
    hkjOPQQDAgNIADBFAiEAxL7PHKMO3iqHLfxHbYtUt/m1+vn023EXIulkyZwua+cC
    IHFXEFodgZ1uKkLB9DLNhgdT/LheyIV1s09ENeoBdZ04
    -----END CERTIFICATE-----
    """

    /// The private key of ``renewedCertificate``.
    static let renewedKey = """
    -----BEGIN PRIVATE KEY-----
    MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgVs9Stfn+8kUBQ8i+
    m3g+HUsma+s3mRw44LWCxmDJo0ehRANCAASiG18HCA+LdqnjVrTCmOLt8NahCVHF
    3gFx3iU7J6lBctKRe7qxOt7tE26IbH/r2AzDyNevbt79L3DIjgq8jpvC
    -----END PRIVATE KEY-----
    """

    /// ``key`` encrypted with the passphrase `secret` (PKCS #8, AES-256).
    static let encryptedKey = """
    -----BEGIN ENCRYPTED PRIVATE KEY-----
    MIHsMFcGCSqGSIb3DQEFDTBKMCkGCSqGSIb3DQEFDDAcBAgGmoxGI6Lc6gICCAAw
    DAYIKoZIhvcNAgkFADAdBglghkgBZQMEASoEEElKfBt0faMH9K6xnEDBW0IEgZB2
    R42UGbtSa+99693P6N3nphKZaT3NRNHJ7EUTABHeXC8fu1jjHKrkufrfYtYOFLoD
    w0oi1683BMX3k8De+fhpfEqu9AAo/pXlThyWzRVmn/q0gDC7+qSD8MnFSjfk3pwq
    +jOzERk+X5HtB1jL7y7flwP1nRCia06wRhyD7uK4YV50KxGpAqdkQRCLbZCM8p8=
    -----END ENCRYPTED PRIVATE KEY-----
    """

    /// Makes an empty folder.
    init() throws {
        folder = NSTemporaryDirectory() + "swatchbook-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Writes `text` to the file `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
