#pragma once

#include "inspectorpage.h"

#include "model/entities.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace cs::ui {

// A link's ends (read only), cable and transceiver parts and length; with
// several links selected a field edits all of them in one undo step.
class LinkPage : public InspectorPage
{
    Q_OBJECT

public:
    LinkPage(Document& document, const PartChoices& parts, QWidget* parent = nullptr);

    void setLinks(std::vector<LinkId> ids);
    void reload() override;

    QComboBox* cableField() const { return mCable; }
    QComboBox* transceiverAField() const { return mTransceiverA; }
    QComboBox* transceiverBField() const { return mTransceiverB; }
    QDoubleSpinBox* lengthField() const { return mLength; }

private:
    std::vector<const Link*> links() const;
    void editLinks(QWidget* field, const std::function<void(Link&)>& edit,
                   const std::string& partId);
    void fillParts(QComboBox* box, PartKind kind);
    QString endText(const PortRef& end) const;

    std::vector<LinkId> mIds;
    QLabel* mEnds = nullptr;
    QLabel* mFabric = nullptr;
    QComboBox* mCable = nullptr;
    QComboBox* mTransceiverA = nullptr;
    QComboBox* mTransceiverB = nullptr;
    QDoubleSpinBox* mLength = nullptr;
};

} // namespace cs::ui
