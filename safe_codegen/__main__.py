from safe_codegen.cli import main

main()
