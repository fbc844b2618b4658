"""A bay's name that is refused (another bay has it, or it is blank) comes back in the box it was
typed in, with the reason beside that form and nothing changed: the owner corrects "Bay 1" to
"Bay 1 (lift)" rather than finding the name gone and the reason at the top of the page."""

from __future__ import annotations

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def add(client, name):
    return client.post(reverse("dashboard:bay_add", args=["ridgeline"]), {"name": name})


def rename(client, bay, name):
    return client.post(reverse("dashboard:bay_rename", args=["ridgeline", bay.pk]), {"name": name})


def form(page: str, form_id: str) -> str:
    return page.split(f'id="{form_id}"')[1].split("</form>")[0]


def test_a_new_bay_named_as_another_keeps_its_name_beside_why(client, owner, shop):
    response = add(client, "bay  1")

    assert response.status_code == 200
    added = form(response.content.decode(), "add-a-bay")
    assert 'class="error"' in added and "There is a bay called bay 1 already." in added
    assert 'value="bay 1"' in added
    assert shop.bays.count() == 2


def test_a_rename_refused_keeps_the_name_typed_in_that_bays_box(client, owner, shop):
    first, second = shop.bays.order_by("pk")

    response = rename(client, second, "Bay 1")

    assert response.status_code == 200
    page = response.content.decode()
    renamed = form(page, f"rename-bay-{second.pk}")
    assert "There is a bay called Bay 1 already." in renamed and 'value="Bay 1"' in renamed
    # The other bay's box and the new bay's form stay as they were.
    assert "already" not in form(page, f"rename-bay-{first.pk}")
    assert "already" not in form(page, "add-a-bay")
    second.refresh_from_db()
    assert second.name != "Bay 1"


def test_a_blank_rename_says_so_beside_that_bay(client, owner, shop):
    bay = shop.bays.first()

    renamed = form(rename(client, bay, "   ").content.decode(), f"rename-bay-{bay.pk}")

    assert "Give the bay a name, like Bay 3." in renamed
    bay.refresh_from_db()
    assert bay.name


def test_what_was_saved_still_redirects_with_the_add_form_empty(client, owner, shop):
    response = add(client, "Bay 3")

    assert response.status_code == 302
    page = client.get(response.url).content.decode()
    assert "Added Bay 3." in page
    assert "value=" not in form(page, "add-a-bay").split("<label>")[1]
