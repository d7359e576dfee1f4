from django.shortcuts import redirect
from django.urls import reverse


def start_checkout(request):
    request.session.setdefault("return_to", request.GET.get("from", "/"))
    return redirect(reverse("checkout"))
