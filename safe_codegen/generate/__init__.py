"""Generation: prompts, language-model backends, and the generate-verify-refine loop."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "generate": "refine",
    "load_tasks": "prompts",
    "base_prompt": "prompts",
    "chat_messages": "prompts",
})
