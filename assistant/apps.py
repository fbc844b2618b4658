from django.apps import AppConfig


class AssistantConfig(AppConfig):
    name = "assistant"
    verbose_name = "Assistant"

    def ready(self) -> None:
        from assistant import signals  # noqa: F401  (connects the receivers)
