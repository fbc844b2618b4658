from django.urls import path

from assistant import dashboard

app_name = "conversations"

urlpatterns = [
    path("<slug:slug>/conversations/", dashboard.conversation_list, name="list"),
    path("<slug:slug>/conversations/<int:pk>/", dashboard.conversation_detail, name="detail"),
    path(
        "<slug:slug>/conversations/<int:pk>/called-back/",
        dashboard.conversation_called_back,
        name="called_back",
    ),
    path("<slug:slug>/texts/", dashboard.text_list, name="texts"),
]
