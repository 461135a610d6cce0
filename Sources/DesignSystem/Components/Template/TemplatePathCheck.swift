struct TemplatePathCheck {
    let program: TemplateProgram
    let file: String
    func problems() -> [Diagnostic] { [] }
}
