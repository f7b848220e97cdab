from safe_codegen.cli.app import main

main()
