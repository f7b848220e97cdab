"""Language-model backends behind one call, `sample(prompt, config)`; one module per backend."""

from safe_codegen.utils.lazy import exports

__getattr__, __dir__ = exports(__name__, {
    "SampleConfig": "base",
    "load_model": "base",
    "LocalModel": "local",
    "OpenAIModel": "openai",
})
