"""The shop's team in the dashboard: every member sees who signs in; the owner adds a member,
resets a member's password, makes a member owner or staff and takes a member off the team
(booking/team.py, which the `add_member` command uses too).

A one-time password is shown in the page that answers the POST that made it, never through a
redirect: a message would keep it in the session or a cookie until the next page, and a URL
would put it in the browser's history and the server's logs. The page is never cached.
"""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_variables
from django.views.decorators.http import require_POST

from booking import team
from booking.dashboard import member_shop, owned_shop
from booking.models import FormerMembership, Membership, Shop


class MemberForm(forms.Form):
    username = forms.CharField(max_length=150)
    role = forms.ChoiceField(choices=Membership.Role.choices, initial=Membership.Role.STAFF)


class RoleForm(forms.Form):
    role = forms.ChoiceField(choices=Membership.Role.choices)


@login_required
def team_list(request: HttpRequest, slug: str) -> HttpResponse:
    shop = member_shop(request, slug)
    return _team_page(request, shop, MemberForm())


@login_required
@require_POST
@never_cache
@sensitive_variables("password")
def member_add(request: HttpRequest, slug: str) -> HttpResponse:
    shop = owned_shop(request, slug)
    form = MemberForm(request.POST)
    if not form.is_valid():
        return _team_page(request, shop, form)
    try:
        user, password = team.add_member(
            shop, form.cleaned_data["username"], form.cleaned_data["role"]
        )
    except team.TeamError as error:
        form.add_error("username", error.message)
        return _team_page(request, shop, form)
    return _team_page(request, shop, MemberForm(), handed_over=(user.username, password))


@login_required
@require_POST
@never_cache
@sensitive_variables("password")
def member_reset_password(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = owned_shop(request, slug)
    membership = get_object_or_404(shop.membership_set.select_related("user"), pk=pk)
    try:
        password = team.reset_password(membership, by=request.user)
    except team.TeamError as error:
        messages.error(request, error.message)
        return redirect("dashboard:team", slug=shop.slug)
    handed_over = (membership.user.username, password)
    return _team_page(request, shop, MemberForm(), handed_over=handed_over)


@login_required
@require_POST
def member_role(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    shop = owned_shop(request, slug)
    membership = get_object_or_404(shop.membership_set.select_related("user"), pk=pk)
    form = RoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, "Choose owner or staff.")
        return redirect("dashboard:team", slug=shop.slug)
    role = form.cleaned_data["role"]
    try:
        team.change_role(membership, role)
    except team.TeamError as error:
        messages.error(request, error.message)
    else:
        said = "an owner" if role == Membership.Role.OWNER else "staff"
        messages.success(request, f"{membership.user.username} is now {said}.")
    return redirect("dashboard:team", slug=shop.slug)


@login_required
@require_POST
def member_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Take the member off the team once the owner ticked the box that says so: their sign-in
    stops at once, so a stray click must not do it."""
    shop = owned_shop(request, slug)
    membership = get_object_or_404(shop.membership_set.select_related("user"), pk=pk)
    username = membership.user.username
    if not request.POST.get("confirm"):
        messages.error(request, f"Tick “Yes, take {username} off” to take them off the team.")
        return redirect("dashboard:team", slug=shop.slug)
    try:
        team.remove_member(membership, by=request.user)
    except team.TeamError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, f"{username} is no longer on the team.")
    return redirect("dashboard:team", slug=shop.slug)


def _team_page(
    request: HttpRequest,
    shop: Shop,
    form: MemberForm,
    *,
    handed_over: tuple[str, str] | None = None,
) -> HttpResponse:
    """The Team page; `handed_over` is (username, one-time password) to show this once."""
    members = shop.membership_set.select_related("user").order_by("role", "user__username")
    # Those taken off by mistake come back by their username (team.add_member), which the
    # owner may no longer remember. One who signs in elsewhere since is not theirs to add.
    taken_off = FormerMembership.objects.filter(shop=shop, user__is_active=False)
    context = {
        "shop": shop,
        "members": members,
        "taken_off": taken_off.order_by("user__username").values_list("user__username", flat=True),
        "roles": Membership.Role.choices,
        "form": form,
        "is_owner": shop.is_owned_by(request.user),
        "handed_over": handed_over,
    }
    return render(request, "booking/team.html", context)
