from django.shortcuts import render
from django.utils.safestring import mark_safe


def profile(request):
    bio = request.POST.get("bio", "")
    return render(request, "profile.html", {"bio": bio})
