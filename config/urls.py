from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.views.generic.base import RedirectView

from config.sign_in import admin_locked_out, throttled

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="dashboard:home", permanent=False)),
    # Before the admin's own URLs, so its sign-in counts failures with the dashboard's.
    path("admin/login/", throttled(admin.site.login, locked_out_page=admin_locked_out)),
    path("admin/", admin.site.urls),
    path("accounts/login/", throttled(auth_views.LoginView.as_view()), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path(
        "accounts/password/",
        auth_views.PasswordChangeView.as_view(success_url="/accounts/password/done/"),
        name="password_change",
    ),
    path(
        "accounts/password/done/",
        auth_views.PasswordChangeDoneView.as_view(),
        name="password_change_done",
    ),
    path("dashboard/", include("booking.dashboard_urls")),
    path("dashboard/", include("assistant.dashboard_urls")),
    path("", include("booking.urls")),
    path("", include("assistant.urls")),
]
