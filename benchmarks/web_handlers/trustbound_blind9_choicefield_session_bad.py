from django import forms
from django.http import JsonResponse


class SortForm(forms.Form):
    order = forms.CharField(max_length=20)


def choose_sort(request):
    form = SortForm(request.GET)
    if form.is_valid():
        request.session["order"] = form.cleaned_data["order"]
    return JsonResponse({"ok": True})
