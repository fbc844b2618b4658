"""Public booking URLs (no login): calendar feeds and appointment files. The owner's dashboard
has its own list in booking/dashboard_urls.py."""

from django.urls import path

urlpatterns: list = []
