"""Training: datasets of verified programs, LoRA fine-tuning, OpenAI export, and compliance evaluation."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "build_dataset": "dataset",
    "export_openai": "openai_export",
})
